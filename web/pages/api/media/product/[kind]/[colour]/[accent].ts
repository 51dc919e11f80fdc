import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { drawProduct } from '../../../../../../src/features/catalogue/images/product-drawing';
import { parseImageRequest } from '../../../../../../src/features/catalogue/images/product-image-url.rules';
import { rasterise } from '../../../../../../src/features/catalogue/images/product-raster';

// Reads no body: Next parses none (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Whether an If-None-Match header (a list, weak tags, or *) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const CONTENT_TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp', png: 'image/png' } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(req: NextApiRequest, res: NextApiResponse, contentType: string, body: string | Buffer): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // end(), not send(): send() would swap our ETag for Next's own.
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * GET /api/media/product/<kind>/<colour>/<accent>[.svg|.webp|.png]?w=&h=&fit= — a product drawn as
 * SVG, or as a WebP or PNG raster of that drawing (product-raster.ts), served publicly as
 * /media/product/…. The URL fully determines the image, so it is cached immutably and revalidated by
 * ETag (answered without drawing a raster); bad input answers 400 { error }. When too many rasters
 * are being made, a raster URL is answered with the drawing, not kept by any cache.
 */
export default async function productImage(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', 'no-store');
    res.status(405).json({ error: `Method ${req.method} not allowed` });
    return;
  }
  const parsed = parseImageRequest({
    kind: first(req.query.kind),
    colour: first(req.query.colour),
    accent: first(req.query.accent),
    w: first(req.query.w),
    h: first(req.query.h),
    fit: first(req.query.fit),
  });
  if (!parsed.ok) {
    res.setHeader('Cache-Control', 'no-store');
    res.status(400).json({ error: parsed.error });
    return;
  }
  const { format } = parsed;
  const svg = drawProduct(parsed.spec);
  const hash = createHash('sha1').update(svg);
  if (format !== 'svg') hash.update(`|${format}`);
  const etag = `"${hash.digest('hex')}"`;
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (matchesEtag(first(req.headers['if-none-match']), etag)) {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', IMMUTABLE);
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
  res.setHeader('Cache-Control', IMMUTABLE);
  send(req, res, CONTENT_TYPES[format], body);
}
