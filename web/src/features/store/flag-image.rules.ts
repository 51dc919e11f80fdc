/**
 * The country flags as the header shows them: small rasters of the flag drawings under
 * public/images/flags, not the drawings themselves. A browser builds every SVG <img> as a document
 * of its own on the page's main thread (10–23 ms for one flag in a phone's Lighthouse trace), while
 * a raster is decoded off it. The countries' data names the drawing (`icon`, e.g.
 * /images/flags/gb.svg); flagImage turns that into the raster's URLs, and the image route
 * (pages/api/media/flag/[file].ts, public as /media/flag/…) makes them (flag-image-request.ts, the
 * server's part, kept out of the pages' code).
 */

/** The header's flag box in CSS pixels (country-picker.tsx); a flag is letterboxed into it as the drawing would be. */
export const FLAG_BOX = { width: 24, height: 16 } as const;
/** Device pixel ratios served: each a fixed width (FLAG_BOX.width times it), so the rasters a stranger can ask for are few. */
export const FLAG_DENSITIES = [1, 2, 3] as const;

const FLAG_ICON = /^\/images\/flags\/([a-z]{2})\.svg$/;

/**
 * The <img> source of a country's flag: the raster at each density for one of the storefront's flag
 * drawings, anything else (an icon from elsewhere) as it is.
 */
export function flagImage(icon: string): { src: string; srcSet?: string } {
  const code = FLAG_ICON.exec(icon)?.[1];
  if (!code) return { src: icon };
  const url = (density: number) => `/media/flag/${code}.webp?w=${density * FLAG_BOX.width}`;
  return { src: url(1), srcSet: FLAG_DENSITIES.map((d) => `${url(d)} ${d}x`).join(', ') };
}
