import { BIKES, drawBike } from '../catalogue/images/bike-drawings';
import { BACKGROUND, safeColour, VIEW_H, VIEW_W } from '../catalogue/images/drawing-kit';
import type { ChoiceKey } from '../routing/build-url.rules';

type Option = {
  code: string;
  label: string;
  hex?: string | null;
  angle?: number | null;
  finish?: string | null;
  is_default: boolean;
};
type SectionLike = { key: string; options: readonly Option[] };
type FrameLike = { paint_hex: string; accent_hex: string; product: { media_gallery: readonly { url: string }[] } };

/** What the drawing shows, in words (the image's text alternative is built from it). */
export type DrawnPaint = {
  colour: Option | null;
  gradient: { colour: Option; angle: number } | null;
  downTubeLogo: Option | null;
  topTubeLogo: Option | null;
  finish: 'gloss' | 'matt';
};

/** The bike kind a frame is drawn as: the kind in its product image URL (/media/product/{kind}/…). */
export function frameKind(frame: FrameLike): string {
  const kind = frame.product.media_gallery[0]?.url.split('/')[3] ?? '';
  return Object.prototype.hasOwnProperty.call(BIKES, kind) ? kind : 'road-bike';
}

/** The paint a build shows: custom colour over factory colour over the frame's own; the gradient only with its colour. */
export function drawnPaint(sections: readonly SectionLike[], chosen: (key: ChoiceKey) => string): DrawnPaint {
  const pick = (key: ChoiceKey): Option | null => {
    const option = sections.find((s) => s.key === key)?.options.find((o) => o.code === chosen(key));
    return option && !option.is_default ? option : null;
  };
  const angle = pick('gradientAngle');
  const gradientColour = pick('gradientColor');
  return {
    colour: pick('customColor') ?? pick('frameColor'),
    // Commerce gives every gradient angle option its angle (configurator.rules gradientDegrees).
    gradient: angle && typeof angle.angle === 'number' && gradientColour ? { colour: gradientColour, angle: angle.angle } : null,
    downTubeLogo: pick('downTubeLogoColor'),
    topTubeLogo: pick('topTubeForkLogoColor'),
    finish: pick('paintFinish')?.finish === 'matt' ? 'matt' : 'gloss',
  };
}

/**
 * The configured bike as one SVG document: the frame drawing of the catalogue with the build's paint
 * (colour, gradient at its angle, logo colours, finish). Pure string work – well under a millisecond –
 * so it follows a colour picker without waiting for the server.
 */
export function drawBuild(frame: FrameLike, paint: DrawnPaint, id: string): string {
  const colour = safeColour(paint.colour?.hex ?? frame.paint_hex, '#6b7075');
  const accent = safeColour(frame.accent_hex, '#262626');
  const body = drawBike(BIKES[frameKind(frame)]!, colour, accent, {
    id,
    gradient: paint.gradient
      ? { colour: safeColour(paint.gradient.colour.hex ?? '', colour), angle: paint.gradient.angle }
      : null,
    downTubeLogo: paint.downTubeLogo?.hex ? safeColour(paint.downTubeLogo.hex, accent) : undefined,
    topTubeLogo: paint.topTubeLogo?.hex ? safeColour(paint.topTubeLogo.hex, accent) : undefined,
    finish: paint.finish,
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">` +
    `<rect x="-60000" y="-60000" width="120800" height="120600" fill="${BACKGROUND}"/>${body}</svg>`
  );
}

/** A saved design's drawing (the server applied the paint rules; colours are checked again here). */
export type DesignDrawingSpec = {
  kind: string;
  paint_hex: string;
  accent_hex: string;
  gradient_hex: string | null;
  gradient_angle: number | null;
  down_tube_logo_hex: string | null;
  top_tube_logo_hex: string | null;
  finish: string;
};

export function drawDesign(d: DesignDrawingSpec, id: string): string {
  const kind = Object.prototype.hasOwnProperty.call(BIKES, d.kind) ? d.kind : 'road-bike';
  const colour = safeColour(d.paint_hex, '#6b7075');
  const accent = safeColour(d.accent_hex, '#262626');
  const body = drawBike(BIKES[kind]!, colour, accent, {
    id,
    gradient:
      d.gradient_hex && d.gradient_angle !== null
        ? { colour: safeColour(d.gradient_hex, colour), angle: d.gradient_angle }
        : null,
    downTubeLogo: d.down_tube_logo_hex ? safeColour(d.down_tube_logo_hex, accent) : undefined,
    topTubeLogo: d.top_tube_logo_hex ? safeColour(d.top_tube_logo_hex, accent) : undefined,
    finish: d.finish === 'matt' ? 'matt' : 'gloss',
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">` +
    `<rect x="-60000" y="-60000" width="120800" height="120600" fill="${BACKGROUND}"/>${body}</svg>`
  );
}
