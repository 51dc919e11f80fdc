/**
 * The drawn product image's URL contract: which kinds exist, what a URL's parts mean and how one is
 * made. Pure and small, so the client bundle (and the live configurator) can build URLs without
 * the drawing code; product-drawing.ts draws what a valid URL describes.
 */

export const PRODUCT_IMAGE_KINDS = [
  'road-bike',
  'gravel-bike',
  'endurance-bike',
  'e-bike',
  'hybrid-bike',
  'kids-bike',
  'helmet',
  'light',
  'lock',
  'bag',
  'pump',
  'tool',
  'bottle',
  'cage',
  'tyre',
  'wheel',
  'saddle',
  'pedal',
  'groupset',
  'handlebar',
  'stem',
  'jersey',
  'jacket',
  'shorts',
  'gloves',
  'shoes',
  'computer',
  'battery',
  'computer-mount',
  'part',
] as const;

export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];
export type ProductImageFit = 'contain' | 'cover';

export interface ProductDrawingSpec {
  kind: string;
  colour: string;
  accent: string;
  width: number;
  height: number;
  fit: ProductImageFit;
}

export interface ProductImageSpec extends ProductDrawingSpec {
  kind: ProductImageKind;
}

/** What the route answers in (the accent's extension): the drawing, or a raster of it. */
export const IMAGE_FORMATS = ['svg', 'webp', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type ImageRequestResult = { ok: true; spec: ProductImageSpec; format: ImageFormat } | { ok: false; error: string };

export const IMAGE_SIZE = { min: 16, max: 2400, defaultWidth: 800, defaultHeight: 600 } as const;

export function isProductImageKind(kind: string): kind is ProductImageKind {
  return (PRODUCT_IMAGE_KINDS as readonly string[]).includes(kind);
}

// ---------------------------------------------------------------------------------------------
// Request validation

const HEX6 = /^[0-9a-f]{6}$/i;
/** An accent and its extension, if any: `1a1a1a`, `1a1a1a.svg`, `1a1a1a.webp`. */
const ACCENT_FILE = /^([^.]*)(?:\.([^.]*))?$/;

function parseDimension(value: string | undefined, name: string): number | null | string {
  if (value === undefined || value === '') return null;
  const n = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(n >= IMAGE_SIZE.min && n <= IMAGE_SIZE.max)) {
    return `${name} must be a whole number from ${IMAGE_SIZE.min} to ${IMAGE_SIZE.max}`;
  }
  return n;
}

/** A size within 16–2400 (drawings clamp what they are given to the same range). */
export const clampSize = (n: number) => Math.min(IMAGE_SIZE.max, Math.max(IMAGE_SIZE.min, Math.round(n)));

/**
 * Validates the parts of an image URL: kind, colour and accent (6-digit hex without '#', returned
 * with it; the accent's extension is the format: svg when it has none, webp or png), w and h
 * (16–2400, default 800×600; one alone keeps 4:3, clamped into range) and fit ('contain' by
 * default, 'cover' or its alias 'crop').
 */
export function parseImageRequest(params: {
  kind?: string;
  colour?: string;
  accent?: string;
  w?: string;
  h?: string;
  fit?: string;
}): ImageRequestResult {
  const { kind } = params;
  if (!kind || !isProductImageKind(kind)) {
    return { ok: false, error: `kind must be one of: ${PRODUCT_IMAGE_KINDS.join(', ')}` };
  }
  const [, accent, extension = 'svg'] = ACCENT_FILE.exec(params.accent ?? '') ?? [];
  for (const [name, value] of [
    ['colour', params.colour],
    ['accent', accent],
  ] as const) {
    if (!value || !HEX6.test(value)) {
      return { ok: false, error: `${name} must be a 6-digit hex colour without '#', e.g. c8102e` };
    }
  }
  const format = IMAGE_FORMATS.find((f) => f === extension.toLowerCase());
  if (!format) return { ok: false, error: `the image must be .${IMAGE_FORMATS.join(', .')} or have no extension` };
  const w = parseDimension(params.w, 'w');
  if (typeof w === 'string') return { ok: false, error: w };
  const h = parseDimension(params.h, 'h');
  if (typeof h === 'string') return { ok: false, error: h };
  let fit: ProductImageFit;
  if (params.fit === undefined || params.fit === '' || params.fit === 'contain') fit = 'contain';
  else if (params.fit === 'cover' || params.fit === 'crop') fit = 'cover';
  else return { ok: false, error: "fit must be 'contain', 'cover' or 'crop'" };

  const ratio = IMAGE_SIZE.defaultWidth / IMAGE_SIZE.defaultHeight;
  const width = w ?? (h === null ? IMAGE_SIZE.defaultWidth : clampSize(h * ratio));
  const height = h ?? (w === null ? IMAGE_SIZE.defaultHeight : clampSize(w / ratio));
  return {
    ok: true,
    spec: {
      kind,
      colour: `#${params.colour!.toLowerCase()}`,
      accent: `#${accent!.toLowerCase()}`,
      width,
      height,
      fit,
    },
    format,
  };
}
