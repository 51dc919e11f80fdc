import { LRUCache } from 'lru-cache';

/**
 * Drawings as rasters (WebP for pages, PNG for social previews), made with sharp (libvips, as Next's
 * image optimiser and Vendure's asset server use) from an SVG at the size the URL asks for: the
 * product drawings and the country flags. Server-only: the image routes alone import it (through
 * image-response.ts).
 *
 * A product URL names any size from 16 to 2400 px, so a stranger can ask for images nobody has
 * asked for before, each costing up to a quarter of a second of a core at the largest size. The
 * work is bounded: at most RUNNING rasters are made at once and WAITING more wait their turn; past
 * that the route answers the drawing itself (an SVG, which every browser shows) rather than
 * queueing more or failing. What was made is kept (CACHE_BYTES, least recently asked for dropped
 * first), and concurrent requests for the same image share one making of it.
 */

/** Rasters made at once. libvips uses one thread for each (sharp.concurrency below). */
export const RUNNING = 2;
/** Requests that may wait for a turn before the route answers with the drawing instead. */
export const WAITING = 32;
/** Made rasters kept in memory: a category page's 24 cards in five widths are about 2 MB. */
const CACHE_BYTES = 32 * 1024 * 1024;

const made = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (buffer) => buffer.length });
const making = new Map<string, Promise<Buffer>>();
let running = 0;
const turns: (() => void)[] = [];

export type RasterFormat = 'webp' | 'png';

// Loaded when first wanted: a sharp that cannot load (a native build missing) fails the rasters, which
// the route answers with the drawing, not the route itself.
type Sharp = (typeof import('sharp'))['default'];
let loaded: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own operation cache would keep decoded pixels for nothing: every raster is kept below.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

async function encode(svg: string, format: RasterFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  // The drawing carries its pixel size (width and height), so it is rendered 1:1 at 72 dpi.
  const image = sharp(Buffer.from(svg), { density: 72 });
  // Flat colours: lossy WebP at 80 keeps the edges clean at a third of a lossless file; a palette
  // PNG keeps a preview small.
  return (format === 'webp' ? image.webp({ quality: 80, effort: 4 }) : image.png({ palette: true })).toBuffer();
}

/** Runs `work` in one of RUNNING turns; a finished turn is handed to the next waiter, never freed between. */
async function withTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING) await new Promise<void>((resolve) => turns.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = turns.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * The drawing `svg` as a `format` raster, or null when too many are being made already (the caller
 * then answers the drawing). `key` names the image (the same key, the same drawing and format).
 */
export async function rasterise(key: string, svg: string, format: RasterFormat): Promise<Buffer | null> {
  const kept = made.get(key);
  if (kept) return kept;
  const shared = making.get(key);
  if (shared) return shared;
  if (running >= RUNNING && turns.length >= WAITING) return null;
  const promise = withTurn(() => encode(svg, format))
    .then((buffer) => {
      made.set(key, buffer);
      return buffer;
    })
    .finally(() => making.delete(key));
  making.set(key, promise);
  return promise;
}

/** For tests: how many rasters are being made and waiting, and how many are kept. */
export function rasterState(): { running: number; waiting: number; kept: number } {
  return { running, waiting: turns.length, kept: made.size };
}

/** For tests: forgets the kept rasters. */
export function forgetRasters(): void {
  made.clear();
}
