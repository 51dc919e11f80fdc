import { FLAG_BOX, FLAG_DENSITIES } from './flag-image.rules';

/** The server's part of the flag rasters (flag-image.rules.ts): reading a flag URL and sizing its drawing. */

const FLAG_FILE = /^([a-z]{2})\.(webp|png)$/;
/** The widths served, one per density. */
const FLAG_WIDTHS: readonly number[] = FLAG_DENSITIES.map((d) => d * FLAG_BOX.width);

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
