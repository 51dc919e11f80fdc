/**
 * Product images drawn from catalogue data instead of stored files: a bike in its paint colours, an
 * accessory or part drawn by kind. Pure and deterministic — the same spec always gives the same SVG,
 * so the URL that carries the spec can be cached forever. No scripts, no text, no external references.
 */

import { ACCESSORIES } from './accessory-drawings';
import { BIKES, drawBike } from './bike-drawings';
import { VIEW_W, VIEW_H, BACKGROUND, DARK, safeColour, safeSize } from './drawing-kit';
import { IMAGE_SIZE, type ProductDrawingSpec } from './product-image-url.rules';

/**
 * A complete SVG document for one product image. Never throws: an unknown kind draws the generic
 * part, a colour that is not hex falls back to neutral paint, sizes are clamped to 16–2400.
 */
export function drawProduct(spec: ProductDrawingSpec): string {
  const colour = safeColour(spec.colour, '#6b7075');
  const accent = safeColour(spec.accent, DARK);
  const width = safeSize(spec.width, IMAGE_SIZE.defaultWidth);
  const height = safeSize(spec.height, IMAGE_SIZE.defaultHeight);
  const aspect = spec.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  const bike = Object.prototype.hasOwnProperty.call(BIKES, spec.kind) ? BIKES[spec.kind] : undefined;
  const draw = Object.prototype.hasOwnProperty.call(ACCESSORIES, spec.kind) ? ACCESSORIES[spec.kind] : undefined;
  const body = bike ? drawBike(bike, colour, accent) : (draw ?? ACCESSORIES.part!)(colour, accent);
  // The background reaches far past the canvas so a 'contain' letterbox is filled, not transparent.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="${aspect}">` +
    `<rect x="-60000" y="-60000" width="120800" height="120600" fill="${BACKGROUND}"/>${body}</svg>`
  );
}
