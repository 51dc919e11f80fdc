import { parseFlagRequest, sizedFlagSvg } from './flag-image-request';
import { FLAG_BOX, flagImage } from './flag-image.rules';

describe('flagImage', () => {
  it("turns one of the storefront's flag drawings into its rasters at 1x, 2x and 3x", () => {
    expect(flagImage('/images/flags/gb.svg')).toEqual({
      src: '/media/flag/gb.webp?w=24',
      srcSet: '/media/flag/gb.webp?w=24 1x, /media/flag/gb.webp?w=48 2x, /media/flag/gb.webp?w=72 3x',
    });
  });

  it('leaves any other icon as it is', () => {
    for (const icon of ['/flags/jp.svg', 'https://cdn.example/gb.svg', '/images/flags/GB.svg', '/images/flags/gbr.svg']) {
      expect(flagImage(icon)).toEqual({ src: icon });
    }
  });
});

describe('parseFlagRequest', () => {
  it('takes a code, a raster format and a served width; the height keeps the 3:2 box', () => {
    expect(parseFlagRequest({ file: 'de.webp', w: '48' })).toEqual({
      ok: true,
      code: 'de',
      format: 'webp',
      width: 48,
      height: 32,
    });
    expect(parseFlagRequest({ file: 'fr.png' })).toEqual({
      ok: true,
      code: 'fr',
      format: 'png',
      width: FLAG_BOX.width,
      height: FLAG_BOX.height,
    });
  });

  it.each([
    ['../x.webp', '24'],
    ['gb.svg', '24'],
    ['GB.webp', '24'],
    ['gbr.webp', '24'],
    ['gb', '24'],
    [undefined, '24'],
  ])('refuses the file %p', (file, w) => {
    expect(parseFlagRequest({ file, w })).toEqual({ ok: false, error: expect.stringMatching(/^the flag must be/) });
  });

  it.each(['25', '2400', '48.0', '0x30', '', '-24', '0048'])('refuses the width %p', (w) => {
    expect(parseFlagRequest({ file: 'gb.webp', w })).toEqual({ ok: false, error: 'w must be one of 24, 48, 72' });
  });
});

describe('sizedFlagSvg', () => {
  it("replaces the root's own size and keeps the drawing", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 60 30"><rect width="60" height="30"/></svg>';
    expect(sizedFlagSvg(svg, 48, 32)).toBe(
      '<svg width="48" height="32" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30"><rect width="60" height="30"/></svg>',
    );
  });

  it('gives up on a drawing without a root viewBox', () => {
    expect(sizedFlagSvg('<svg width="80" height="40"></svg>', 24, 16)).toBeNull();
    expect(sizedFlagSvg('<p>not a drawing</p>', 24, 16)).toBeNull();
  });
});
