import type { NextApiRequest, NextApiResponse } from 'next';
import { drawProduct } from '../../../../../../src/features/catalogue/images/product-drawing';
import { parseImageRequest } from '../../../../../../src/features/catalogue/images/product-image-url.rules';
import { answerDrawing, refuseImageMethod, refuseImageRequest } from '../../../../../../src/shared/images/image-response';

// Reads no body: Next parses none (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * GET /api/media/product/<kind>/<colour>/<accent>[.svg|.webp|.png]?w=&h=&fit= — a product drawn as
 * SVG, or as a WebP or PNG raster of that drawing, served publicly as /media/product/…, cached and
 * revalidated as shared/images/image-response.ts says; bad input answers 400 { error }.
 */
export default async function productImage(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (refuseImageMethod(req, res)) return;
  const parsed = parseImageRequest({
    kind: first(req.query.kind),
    colour: first(req.query.colour),
    accent: first(req.query.accent),
    w: first(req.query.w),
    h: first(req.query.h),
    fit: first(req.query.fit),
  });
  if (!parsed.ok) {
    refuseImageRequest(res, 400, parsed.error);
    return;
  }
  await answerDrawing(req, res, drawProduct(parsed.spec), parsed.format);
}
