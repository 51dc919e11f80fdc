/** Widths the drawn product images are asked for in `srcSet` (the image route draws any size). */
export const IMAGE_WIDTHS = [240, 360, 480, 720, 960] as const;

const withSize = (url: string, width: number, ratio: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}&h=${Math.round(width * ratio)}&fit=contain`;

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
    src: withSize(url, widths[Math.min(2, widths.length - 1)] ?? 480, ratio),
    srcSet: widths.map((w) => `${withSize(url, w, ratio)} ${w}w`).join(', '),
  };
}
