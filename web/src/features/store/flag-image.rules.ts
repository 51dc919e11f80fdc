/**
 * The country flags as the header shows them: small rasters of the flag drawings under
 * public/images/flags, not the drawings themselves. A browser builds every SVG <img> as a document
 * of its own on the page's main thread (10–23 ms for one flag in a phone's Lighthouse trace), while
 * a raster is decoded off it. The countries' data names the drawing (`icon`, e.g.
 * /images/flags/gb.svg); flagImage turns that into the raster's URLs, and the image route
 * (pages/api/media/flag/[file].ts, public as /media/flag/…) makes them with parseFlagRequest.
 */

/** The header's flag box in CSS pixels (country-picker.tsx); a flag is letterboxed into it as the drawing would be. */
export const FLAG_BOX = Object.freeze({ width: 24, height: 16 });
/** Device pixel ratios served: each a fixed width, so the rasters a stranger can ask for are few. */
export const FLAG_DENSITIES = Object.freeze([1, 2, 3] as const);
const FLAG_WIDTHS: readonly number[] = FLAG_DENSITIES.map((d) => d * FLAG_BOX.width);

const FLAG_ICON = /^\/images\/flags\/([a-z]{2})\.svg$/;
const FLAG_FILE = /^([a-z]{2})\.(webp|png)$/;

const flagUrl = (code: string, density: number) => `/media/flag/${code}.webp?w=${density * FLAG_BOX.width}`;

/**
 * The <img> source of a country's flag: the raster at each density for one of the storefront's flag
 * drawings, anything else (an icon from elsewhere) as it is.
 */
export function flagImage(icon: string): { src: string; srcSet?: string } {
  const code = FLAG_ICON.exec(icon)?.[1];
  if (!code) return { src: icon };
  return {
    src: flagUrl(code, 1),
    srcSet: FLAG_DENSITIES.map((d) => `${flagUrl(code, d)} ${d}x`).join(', '),
  };
}

export type FlagRequest =
  { ok: true; code: string; format: 'webp' | 'png'; width: number; height: number } | { ok: false; error: string };

/** Validates a flag raster's URL parts: `<code>.webp` or `.png` (a two-letter lower-case code) and w, one of the served widths. */
export function parseFlagRequest(params: { file?: string; w?: string }): FlagRequest {
  const match = FLAG_FILE.exec(params.file ?? '');
  if (!match) return { ok: false, error: 'the flag must be a two-letter country code with .webp or .png, e.g. gb.webp' };
  const w = params.w ?? String(FLAG_BOX.width);
  const width = Number(w);
  if (!/^\d{1,3}$/.test(w) || !FLAG_WIDTHS.includes(width)) {
    return { ok: false, error: `w must be one of ${FLAG_WIDTHS.join(', ')}` };
  }
  return {
    ok: true,
    code: match[1]!,
    format: match[2] as 'webp' | 'png',
    width,
    height: (width * FLAG_BOX.height) / FLAG_BOX.width,
  };
}

/**
 * The flag drawing sized to `width`×`height`: its root's own size replaced, so the raster is drawn
 * into that box as a browser draws the drawing into the <img>'s box (its viewBox letterboxed,
 * preserveAspectRatio's default). Null when the drawing has no root with a viewBox.
 */
export function sizedFlagSvg(svg: string, width: number, height: number): string | null {
  const root = /<svg\b[^>]*>/.exec(svg);
  if (!root || !/\sviewBox="/.test(root[0])) return null;
  const sized = root[0].replace(/\s(width|height)="[^"]*"/g, '').replace(/^<svg\b/, `<svg width="${width}" height="${height}"`);
  return svg.slice(0, root.index) + sized + svg.slice(root.index + root[0].length);
}
