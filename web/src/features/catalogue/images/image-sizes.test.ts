import { responsiveImage, sizedImageUrl } from './image-sizes';
import { parseImageRequest } from './product-image-url.rules';
// The URL's writer is commerce (catalogue images); imported from its source for this contract test only.
import { drawnImageUrl } from '../../../../../commerce/src/shared/media-url';

describe('sizedImageUrl', () => {
  const drawn = '/media/product/road-bike/0b3d91/ffffff.svg';

  it('asks for a drawn image as WebP at the width and the ratio (4:3 unless told)', () => {
    expect(sizedImageUrl(drawn, 480)).toBe('/media/product/road-bike/0b3d91/ffffff.webp?w=480&h=360');
    expect(sizedImageUrl(drawn, 401, 1)).toBe('/media/product/road-bike/0b3d91/ffffff.webp?w=401&h=401');
  });

  it('asks for PNG or the SVG when told', () => {
    expect(sizedImageUrl(drawn, 1200, 0.75, 'png')).toBe('/media/product/road-bike/0b3d91/ffffff.png?w=1200&h=900');
    expect(sizedImageUrl(drawn, 96, 0.75, 'svg')).toBe('/media/product/road-bike/0b3d91/ffffff.svg?w=96&h=72');
  });

  it('replaces a size or query the URL came with', () => {
    expect(sizedImageUrl(`${drawn}?w=10&h=10`, 1200)).toBe('/media/product/road-bike/0b3d91/ffffff.webp?w=1200&h=900');
  });

  it('keeps the format of anything but a drawn image', () => {
    expect(sizedImageUrl('/images/cms/hero-home.svg', 800)).toBe('/images/cms/hero-home.svg?w=800&h=600');
    expect(sizedImageUrl('/media/other/a.svg', 800)).toBe('/media/other/a.svg?w=800&h=600');
  });

  it("writes what the image route reads, for commerce's URLs", () => {
    const url = sizedImageUrl(drawnImageUrl({ kind: 'helmet', colour: '#C8102E', accent: '#1a1a1a' }), 360);
    const [, kind, colour, accent, query] = /^\/media\/product\/([^/]+)\/([^/]+)\/([^?]+)\?(.*)$/.exec(url)!;
    const params = new URLSearchParams(query);
    expect(parseImageRequest({ kind, colour, accent, w: params.get('w') ?? undefined, h: params.get('h') ?? undefined })).toEqual(
      {
        ok: true,
        format: 'webp',
        spec: { kind: 'helmet', colour: '#c8102e', accent: '#1a1a1a', width: 360, height: 270, fit: 'contain' },
      },
    );
  });
});

describe('responsiveImage', () => {
  it('asks the image route for each width at the aspect ratio', () => {
    const { src, srcSet } = responsiveImage('/media/product/road-bike/0b3d91/ffffff.svg', 0.75, [240, 480]);
    expect(src).toBe('/media/product/road-bike/0b3d91/ffffff.webp?w=480&h=360');
    expect(srcSet).toBe(
      '/media/product/road-bike/0b3d91/ffffff.webp?w=240&h=180 240w, /media/product/road-bike/0b3d91/ffffff.webp?w=480&h=360 480w',
    );
  });
});
