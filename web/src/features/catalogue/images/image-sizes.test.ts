import { responsiveImage } from './image-sizes';

describe('responsiveImage', () => {
  it('asks the image route for each width at the aspect ratio', () => {
    const { src, srcSet } = responsiveImage('/media/product/road-bike/0b3d91/ffffff.svg', 0.75, [240, 480]);
    expect(src).toBe('/media/product/road-bike/0b3d91/ffffff.svg?w=480&h=360&fit=contain');
    expect(srcSet).toBe(
      '/media/product/road-bike/0b3d91/ffffff.svg?w=240&h=180&fit=contain 240w, /media/product/road-bike/0b3d91/ffffff.svg?w=480&h=360&fit=contain 480w',
    );
  });
});
