/** Bikes drawn side on (front to the right) from a few frame dimensions per kind. */

import { add, circle, DARK, f, lerp, METAL, p, polar, Pt, stroke, teeth, VIEW_H } from './drawing-kit';

// ---------------------------------------------------------------------------------------------
// Bikes (side view, front to the right)

export interface BikeGeometry {
  r: number; // wheel radius to the tyre's centre line
  tyre: number; // tyre section
  rear: Pt;
  front: Pt;
  bb: Pt; // bottom bracket
  seat: Pt; // top of the seat tube
  headTop: Pt;
  headBottom: Pt;
  ttHead: number; // where the top tube meets the head tube (0 bottom … 1 top)
  ttSeat: number; // where the top tube meets the seat tube (0 bb … 1 top)
  ssSeat: number; // where the seat stays meet the seat tube
  post: number; // seatpost showing, as a fraction of the seat tube
  stem: readonly [number, number]; // stem reach and rise from the top of the steerer
  bar: 'drop' | 'flat' | 'riser';
  tube: number;
  ring: number;
  crank: number;
  saddle: number; // saddle scale
  knobby?: boolean;
  tanwall?: boolean;
  battery?: boolean;
  motor?: boolean;
  mudguards?: boolean;
}

const ROAD: BikeGeometry = {
  r: 150,
  tyre: 9,
  rear: [195, 392],
  front: [605, 392],
  bb: [362, 418],
  seat: [298, 196],
  headTop: [536, 180],
  headBottom: [555, 243],
  ttHead: 0.9,
  ttSeat: 0.96,
  ssSeat: 0.92,
  post: 0.36,
  stem: [46, -4],
  bar: 'drop',
  tube: 13,
  ring: 44,
  crank: 64,
  saddle: 1,
};

export const BIKES: Record<string, BikeGeometry> = {
  'road-bike': ROAD,
  // A taller head tube and a higher stem: the same bike, sat up a little.
  'endurance-bike': { ...ROAD, tyre: 11, seat: [300, 200], headTop: [531, 160], stem: [42, -8], post: 0.34 },
  'gravel-bike': {
    ...ROAD,
    r: 145,
    tyre: 17,
    knobby: true,
    tanwall: true,
    bb: [362, 424],
    seat: [302, 208],
    headTop: [534, 174],
    stem: [42, -6],
    post: 0.4,
  },
  'e-bike': {
    ...ROAD,
    tyre: 14,
    seat: [300, 204],
    headTop: [530, 160],
    stem: [34, -12],
    post: 0.36,
    bar: 'flat',
    tube: 16,
    battery: true,
    motor: true,
  },
  'hybrid-bike': {
    ...ROAD,
    tyre: 13,
    seat: [300, 206],
    headTop: [530, 156],
    stem: [30, -16],
    post: 0.38,
    bar: 'flat',
    mudguards: true,
  },
  // Small wheels, a short wheelbase, a low top tube and a riser bar.
  'kids-bike': {
    r: 122,
    tyre: 17,
    rear: [235, 420],
    front: [565, 420],
    bb: [380, 440],
    seat: [340, 290],
    headTop: [525, 266],
    headBottom: [540, 330],
    ttHead: 0.4,
    ttSeat: 0.55,
    ssSeat: 0.62,
    post: 0.45,
    stem: [14, -10],
    bar: 'riser',
    tube: 14,
    ring: 34,
    crank: 46,
    saddle: 1.05,
  },
};

function wheel(c: Pt, g: BikeGeometry, hub: string, cassette: boolean, motor: boolean): string {
  const rim = g.r - g.tyre / 2 - 4;
  let spokes = '';
  for (let i = 0; i < 18; i += 1) {
    const a = i * 20 + (cassette ? 10 : 0);
    spokes += `M${p(polar(c, 8, a + 40))}L${p(polar(c, rim, a))}`;
  }
  let out = stroke(spokes, '#8b9197', 1.6);
  out += circle(c, rim, `fill="none" stroke="#3a3a3a" stroke-width="${g.bar === 'drop' && !g.knobby ? 12 : 7}"`);
  out += circle(c, g.r, `fill="none" stroke="#1c1c1c" stroke-width="${g.tyre}"`);
  if (g.tanwall) out += circle(c, g.r - g.tyre / 2 + 2, 'fill="none" stroke="#b98c5a" stroke-width="4"');
  if (g.knobby)
    out += circle(c, g.r + g.tyre / 2, `fill="none" stroke="#1c1c1c" stroke-width="5" ${teeth(g.r + g.tyre / 2, 90)}`);
  if (cassette) out += circle(c, 20, `fill="none" stroke="#7d848a" stroke-width="8"`);
  if (motor) {
    out += circle(c, 30, `fill="#2b2b2b"`) + circle(c, 22, `fill="none" stroke="${hub}" stroke-width="3"`);
  } else {
    out += circle(c, 9, `fill="${hub}" stroke="${DARK}" stroke-width="2"`);
  }
  return out;
}

function mudguard(c: Pt, g: BikeGeometry): string {
  const r = g.r + g.tyre / 2 + 8;
  return stroke(`M${p(polar(c, r, -168))}A${f(r)} ${f(r)} 0 0 1 ${p(polar(c, r, -12))}`, '#2e2e2e', 6);
}

function saddleShape(s: Pt, k: number): string {
  const q = (dx: number, dy: number) => p(add(s, dx * k, dy * k));
  return `<path d="M${q(-42, -4)}C${q(-44, -16)} ${q(-30, -19)} ${q(-14, -16)}L${q(42, -10)}C${q(53, -9)} ${q(53, -2)} ${q(42, -1)}L${q(-28, 4)}C${q(-38, 5)} ${q(-42, 2)} ${q(-42, -4)}Z" fill="#1f1f1f"/>`;
}

function bars(g: BikeGeometry, s: Pt, accent: string): string {
  const q = (dx: number, dy: number) => p(add(s, dx, dy));
  if (g.bar === 'drop') {
    const d = `M${q(0, 0)}L${q(18, 0)}C${q(38, 0)} ${q(43, 18)} ${q(41, 32)}C${q(39, 48)} ${q(30, 56)} ${q(10, 56)}`;
    return (
      stroke(d, '#000', 14, 'stroke-opacity=".3"') +
      stroke(d, accent, 10) +
      stroke(`M${q(14, -2)}C${q(18, -13)} ${q(30, -13)} ${q(34, -3)}`, DARK, 9) +
      stroke(`M${q(34, -3)}C${q(42, 10)} ${q(40, 30)} ${q(36, 42)}`, DARK, 5)
    );
  }
  if (g.bar === 'flat') {
    return (
      stroke(`M${q(4, 3)}L${q(30, 12)}`, DARK, 4) +
      stroke(`M${q(2, 0)}L${q(-16, 3)}`, '#000', 16, 'stroke-opacity=".3"') +
      stroke(`M${q(2, 0)}L${q(-16, 3)}`, accent, 12)
    );
  }
  return (
    stroke(`M${q(0, 0)}L${q(-6, -30)}`, METAL, 7) +
    stroke(`M${q(-4, -30)}L${q(-22, -28)}`, '#000', 16, 'stroke-opacity=".3"') +
    stroke(`M${q(-4, -30)}L${q(-22, -28)}`, accent, 12) +
    stroke(`M${q(-4, -27)}L${q(16, -20)}`, DARK, 4)
  );
}

/**
 * A configured paint job (the v2 configurator): a gradient from the frame colour into a second
 * colour at an angle, the down-tube and top-tube/fork logo colours, and the finish (gloss draws a
 * highlight along the tubes; matt does not). `id` keeps the gradient's id unique on a page.
 */
export type BikePaint = {
  id: string;
  gradient?: { colour: string; angle: number } | null;
  downTubeLogo?: string;
  topTubeLogo?: string;
  finish?: 'gloss' | 'matt';
};

export function drawBike(g: BikeGeometry, colour: string, accent: string, paint?: BikePaint): string {
  const { bb, rear, front, seat, headTop, headBottom } = g;
  const ground = rear[1] + g.r + g.tyre / 2;
  const ttSeat = lerp(bb, seat, g.ttSeat);
  const ttHead = lerp(headBottom, headTop, g.ttHead);
  const ssSeat = lerp(bb, seat, g.ssSeat);
  const dtHead = lerp(headBottom, headTop, 0.18);
  const saddle = lerp(bb, seat, 1 + g.post);
  const steerer = lerp(headBottom, headTop, 1.28);
  const stemEnd = add(steerer, g.stem[0], g.stem[1]);
  const forkT = (front[1] - 28 - headTop[1]) / (headBottom[1] - headTop[1]);
  const forkCtrl = lerp(headTop, headBottom, forkT);
  const near = polar(bb, g.crank, 55);
  const far = polar(bb, g.crank, 235);

  const main = `M${p(bb)}L${p(seat)}M${p(ttSeat)}L${p(ttHead)}M${p(bb)}L${p(dtHead)}`;
  const stays = `M${p(ssSeat)}L${p(rear)}L${p(bb)}`;
  const fork = `M${p(headBottom)}Q${p(forkCtrl)} ${p(front)}`;
  const head = `M${p(lerp(headBottom, headTop, -0.06))}L${p(lerp(headBottom, headTop, 1.03))}`;
  const pedal = (c: Pt, fill: string) =>
    `<rect x="${f(c[0] - 15)}" y="${f(c[1] - 4.5)}" width="30" height="9" rx="3" fill="${fill}"/>`;

  // Centre the drawing vertically: from the top of the saddle or the grips to the ground.
  const top = Math.min(saddle[1] - 20 * g.saddle, stemEnd[1] - (g.bar === 'riser' ? 40 : 16));
  const shift = (VIEW_H - (top + ground + 12)) / 2;
  let out = `<g transform="translate(0 ${f(shift)})"><ellipse cx="${f((rear[0] + front[0]) / 2)}" cy="${f(ground + 2)}" rx="${f((front[0] - rear[0]) / 2 + g.r)}" ry="10" fill="#000" fill-opacity=".08"/>`;
  out += `<g fill="none" stroke-linecap="round" stroke-linejoin="round">`;
  out += wheel(rear, g, accent, true, !!g.motor) + wheel(front, g, accent, false, false);
  if (g.mudguards) out += mudguard(rear, g) + mudguard(front, g);
  // Far crank, chain.
  out += stroke(`M${p(bb)}L${p(far)}`, '#5a5a5a', 9) + pedal(far, '#5a5a5a');
  out += stroke(
    `M${p(add(bb, 0, -g.ring))}L${p(add(rear, 0, -20))}M${p(add(bb, 0, g.ring))}L${p(add(rear, 0, 20))}`,
    '#5d5d5d',
    3,
  );
  // Frame: outlines first so the joints stay clean, then the paint.
  const tubes: [string, number][] = [
    [stays, 8],
    [fork, 10],
    [main, g.tube],
    [head, g.tube + 7],
  ];
  for (const [d, w] of tubes) out += stroke(d, '#000', w + 4, 'stroke-opacity=".3"');
  let fill = colour;
  if (paint?.gradient) {
    // The gradient runs through the frame's centre at its angle (0° front to back, 90° top to bottom).
    const centre = lerp(seat, lerp(bb, dtHead, 0.5), 0.5);
    const from = polar(centre, 170, paint.gradient.angle + 180);
    const to = polar(centre, 170, paint.gradient.angle);
    const id = `${paint.id}-gradient`;
    out += `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(from[0])}" y1="${f(from[1])}" x2="${f(to[0])}" y2="${f(to[1])}"><stop offset=".3" stop-color="${colour}"/><stop offset=".8" stop-color="${paint.gradient.colour}"/></linearGradient></defs>`;
    fill = `url(#${id})`;
  }
  for (const [d, w] of tubes) out += stroke(d, fill, w);
  if (paint && paint.finish !== 'matt') {
    // Gloss: a soft highlight along the upper edge of the main tubes.
    out += `<g transform="translate(0 ${f(-g.tube / 4)})">${stroke(main, '#fff', g.tube / 4, 'stroke-opacity=".38"')}</g>`;
  }
  const topLogo = paint?.topTubeLogo ?? accent;
  // Accent details: fork crown, head badge, logo band (on the top tube when a battery hides the down tube).
  out += stroke(`M${p(lerp(headBottom, front, 0.01))}L${p(lerp(headBottom, front, 0.1))}`, topLogo, 11);
  if (paint) out += stroke(`M${p(lerp(ttSeat, ttHead, 0.3))}L${p(lerp(ttSeat, ttHead, 0.52))}`, topLogo, g.tube - 5);
  out += circle(lerp(headBottom, headTop, 0.55), 4, `fill="${accent}"`);
  if (g.battery) {
    const b0 = lerp(bb, dtHead, 0.24);
    const b1 = lerp(bb, dtHead, 0.76);
    out += stroke(`M${p(b0)}L${p(b1)}`, '#2b2b2b', g.tube + 12);
    out += stroke(`M${p(lerp(b0, b1, 0.12))}L${p(lerp(b0, b1, 0.88))}`, accent, 3);
    out += stroke(`M${p(lerp(ttSeat, ttHead, 0.4))}L${p(lerp(ttSeat, ttHead, 0.62))}`, accent, g.tube);
  } else {
    out += stroke(`M${p(lerp(bb, dtHead, 0.42))}L${p(lerp(bb, dtHead, 0.68))}`, paint?.downTubeLogo ?? accent, g.tube - 1);
  }
  // Seatpost and saddle, steerer, stem and bars.
  out += stroke(`M${p(seat)}L${p(saddle)}`, METAL, 8);
  out += saddleShape(add(saddle, 0, -2), g.saddle);
  out += stroke(`M${p(headTop)}L${p(steerer)}`, DARK, g.tube + 3);
  out += stroke(`M${p(steerer)}L${p(stemEnd)}`, DARK, 9);
  out += bars(g, stemEnd, accent);
  // Chainring and the near crank.
  out += circle(bb, g.ring + 2, `stroke="${DARK}" stroke-width="5" ${teeth(g.ring + 2, 36)}`);
  out += circle(bb, g.ring - 2, `stroke="${DARK}" stroke-width="5"`);
  out += stroke(`M${p(bb)}L${p(near)}`, DARK, 10) + pedal(near, DARK);
  out += circle(bb, 6, `fill="${accent}"`);
  return `${out}</g></g>`;
}
