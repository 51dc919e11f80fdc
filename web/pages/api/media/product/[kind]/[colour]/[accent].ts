import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { drawProduct } from '../../../../../../src/features/catalogue/images/product-drawing';
import { parseImageRequest } from '../../../../../../src/features/catalogue/images/product-image-url.rules';

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

/**
 * GET /api/media/product/<kind>/<colour>/<accent>[.svg]?w=&h=&fit= — a product drawn as SVG (served
 * publicly as /media/product/…). The URL fully determines the image, so it is cached immutably and
 * revalidated by ETag; bad input answers 400 { error }.
 */
export default function productImage(req: NextApiRequest, res: NextApiResponse): void {
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
    accent: first(req.query.accent)?.replace(/\.svg$/i, ''),
    w: first(req.query.w),
    h: first(req.query.h),
    fit: first(req.query.fit),
  });
  if (!parsed.ok) {
    res.setHeader('Cache-Control', 'no-store');
    res.status(400).json({ error: parsed.error });
    return;
  }
  const svg = drawProduct(parsed.spec);
  const etag = `"${createHash('sha1').update(svg).digest('hex')}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (matchesEtag(first(req.headers['if-none-match']), etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(svg));
  // end(), not send(): send() would swap our ETag for Next's own.
  res.status(200).end(req.method === 'HEAD' ? undefined : svg);
}
