import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { parseFlagRequest, sizedFlagSvg } from '../../../../src/features/store/flag-image-request';
import { answerDrawing, refuseImageMethod, refuseImageRequest } from '../../../../src/shared/images/image-response';

// Reads no body: Next parses none (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Kept as the flag drawings themselves are (server/static-assets.cjs PUBLIC_FILES): a day, then
 * refreshed in the background for a week. Not immutably like a product drawing, whose URL fully
 * determines it: a flag's URL stays the same when its drawing in public/ changes.
 */
export const FLAG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

// The web app runs in its own directory (scripts/serve.mjs, the Dockerfile, the benches and e2e),
// as Next's documentation has API routes read public/ from process.cwd().
const FLAGS_DIR = path.join(process.cwd(), 'public', 'images', 'flags');

// The drawings, read once each: the set is the 45 files of public/images/flags (a code is two
// letters, so nothing outside it can be named). A missing file is remembered as null.
const drawings = new Map<string, Promise<string | null>>();
function flagDrawing(code: string): Promise<string | null> {
  let drawing = drawings.get(code);
  if (!drawing) {
    drawing = readFile(path.join(FLAGS_DIR, `${code}.svg`), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      drawings.delete(code);
      throw error;
    });
    drawings.set(code, drawing);
  }
  return drawing;
}

/**
 * GET /api/media/flag/<code>.webp|.png?w=24|48|72 — a country's flag as a raster of its drawing
 * (features/store/flag-image.rules.ts, flag-image-request.ts), served publicly as /media/flag/…, kept as FLAG_CACHE_CONTROL
 * says and revalidated by ETag (shared/images/image-response.ts). A bad URL answers 400 { error }, an
 * unknown code 404.
 */
export default async function flagImageRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (refuseImageMethod(req, res)) return;
  const parsed = parseFlagRequest({ file: first(req.query.file), w: first(req.query.w) });
  if (!parsed.ok) {
    refuseImageRequest(res, 400, parsed.error);
    return;
  }
  const drawing = await flagDrawing(parsed.code);
  const svg = drawing === null ? null : sizedFlagSvg(drawing, parsed.width, parsed.height);
  if (svg === null) {
    refuseImageRequest(res, 404, `no flag for ${parsed.code}`);
    return;
  }
  await answerDrawing(req, res, svg, parsed.format, FLAG_CACHE_CONTROL);
}
