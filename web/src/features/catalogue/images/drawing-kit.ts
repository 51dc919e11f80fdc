/** The drawing primitives shared by the bike and accessory drawings: canvas, palette, SVG helpers. */

import { clampSize } from './product-image-url.rules';

export const VIEW_W = 800;
export const VIEW_H = 600;
export const BACKGROUND = '#f3f2ef';
export const DARK = '#262626';
export const METAL = '#a3a9ae';
export const HOLE = '#e4e3df';
export const OUTLINE = 'stroke="#000" stroke-opacity=".28" stroke-width="4"';

// ---------------------------------------------------------------------------------------------
// Drawing helpers

export type Pt = readonly [number, number];

export const f = (v: number) => String(Math.round(v * 10) / 10);
export const p = (pt: Pt) => `${f(pt[0])} ${f(pt[1])}`;
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const polar = (c: Pt, r: number, deg: number): Pt => [
  c[0] + r * Math.cos((deg * Math.PI) / 180),
  c[1] + r * Math.sin((deg * Math.PI) / 180),
];
export const add = (a: Pt, dx: number, dy: number): Pt => [a[0] + dx, a[1] + dy];

export const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ''}/>`;
export const circle = (c: Pt, r: number, attrs: string) => `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(r)}" ${attrs}/>`;
/** Teeth (or tread) as a dashed ring: `count` dashes evenly round a circle of radius r. */
export const teeth = (r: number, count: number) => {
  const step = (2 * Math.PI * r) / count / 2;
  return `stroke-dasharray="${f(step)} ${f(step)}"`;
};

/** #abc, #aabbcc or aabbcc → #aabbcc; anything else → the fallback (never trust a colour into markup). */
export function safeColour(value: string, fallback: string): string {
  const hex = String(value ?? '')
    .trim()
    .replace(/^#/, '')
    .toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${hex.replace(/./g, (c) => c + c)}`;
  return fallback;
}

export function safeSize(value: number, fallback: number): number {
  return Number.isFinite(value) ? clampSize(value) : fallback;
}
