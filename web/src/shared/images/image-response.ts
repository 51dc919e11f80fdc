import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { rasterise, type RasterFormat } from './raster';

/**
 * How the image routes (/media/product/…, /media/flag/…) answer a drawing: as the SVG itself or as
 * a raster of it (raster.ts), revalidated by ETag (answered without making a raster). A product
 * drawing's URL fully determines it, so it is kept immutably (IMMUTABLE); a route whose drawing can
 * change under the same URL says how long it may be kept. When too many rasters are being made, or
 * one fails, a raster URL is answered with the drawing, kept by no cache.
 */

export type ImageFormat = RasterFormat | 'svg';

const CONTENT_TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp', png: 'image/png' } as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header (a list, weak tags, or *) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function send(req: NextApiRequest, res: NextApiResponse, contentType: string, body: string | Buffer): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // end(), not send(): send() would swap our ETag for Next's own.
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/** Answers 405 to anything but GET and HEAD (true when it did); every image answer is nosniff. */
export function refuseImageMethod(req: NextApiRequest, res: NextApiResponse): boolean {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.setHeader('Allow', 'GET, HEAD');
  res.setHeader('Cache-Control', 'no-store');
  res.status(405).json({ error: `Method ${req.method} not allowed` });
  return true;
}

/** A refused image URL: `status` (400 for a bad URL, 404 for nothing to draw) with { error }, kept by no cache. */
export function refuseImageRequest(res: NextApiResponse, status: 400 | 404, error: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ error });
}

/** Answers the drawing `svg` in `format`, kept as `cacheControl` says: 304 by ETag, the raster, or (busy or failed) the drawing. */
export async function answerDrawing(
  req: NextApiRequest,
  res: NextApiResponse,
  svg: string,
  format: ImageFormat,
  cacheControl: string = IMMUTABLE,
): Promise<void> {
  const hash = createHash('sha1').update(svg);
  if (format !== 'svg') hash.update(`|${format}`);
  const etag = `"${hash.digest('hex')}"`;
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (matchesEtag(first(req.headers['if-none-match']), etag)) {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', cacheControl);
    res.status(304).end();
    return;
  }
  let body: string | Buffer | null = svg;
  if (format !== 'svg') {
    body = await rasterise(etag, svg, format).catch((error: unknown) => {
      // Said, not hidden: every raster falling back to the drawing would undo what rasters are for.
      console.error('[media] raster failed', error);
      return null;
    });
  }
  if (body === null) {
    // Busy (or the raster failed): the drawing itself, which the browser shows as well, kept nowhere.
    res.setHeader('Cache-Control', 'no-store');
    send(req, res, CONTENT_TYPES.svg, svg);
    return;
  }
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  send(req, res, CONTENT_TYPES[format], body);
}
