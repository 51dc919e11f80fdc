/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { NextApiRequest } from 'next';
import { mockRequest, mockResponse } from '../../shared/api/shim-test-support';
import flagImageRoute, { FLAG_CACHE_CONTROL } from '../../../pages/api/media/flag/[file]';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PUBLIC_FILES } = require('../../../server/static-assets.cjs') as { PUBLIC_FILES: { cacheControl: string } };

type Captured = { status: number; headers: Record<string, unknown>; body: unknown };

async function call(query: Record<string, string>, { method = 'GET', headers = {} } = {}): Promise<Captured> {
  const req = { ...mockRequest({ method, headers }), query } as NextApiRequest;
  const res = mockResponse();
  await flagImageRoute(req, res);
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

describe('GET /api/media/flag/[file]', () => {
  it('answers a flag as a WebP raster of its drawing, letterboxed into the 3:2 box, kept as the drawing is', async () => {
    const res = await call({ file: 'gb.webp', w: '48' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // Not immutable: the URL stays the same when the drawing in public/ changes.
    expect(res.headers['cache-control']).toBe(FLAG_CACHE_CONTROL);
    expect(FLAG_CACHE_CONTROL).toBe(PUBLIC_FILES.cacheControl);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    const image = sharp(res.body as Buffer);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 48, height: 32 });
    // The UK's flag is 2:1: a 48×24 flag with transparent bands above and below, its centre blue or white.
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
    expect(pixel(24, 1)[3]).toBe(0);
    expect(pixel(24, 30)[3]).toBe(0);
    expect(pixel(4, 16)[3]).toBe(255);
  });

  it('has a raster for every flag the storefront ships, at each width', async () => {
    const codes = readdirSync(path.join(process.cwd(), 'public', 'images', 'flags')).map((f) => f.replace(/\.svg$/, ''));
    expect(codes.length).toBeGreaterThanOrEqual(45);
    for (const code of codes) {
      const res = await call({ file: `${code}.png`, w: '24' });
      expect([code, res.status, res.headers['content-type']]).toEqual([code, 200, 'image/png']);
    }
  });

  it('answers 304 by the ETag', async () => {
    const { headers } = await call({ file: 'de.webp', w: '72' });
    const res = await call({ file: 'de.webp', w: '72' }, { headers: { 'if-none-match': headers.etag as string } });
    expect(res.status).toBe(304);
    expect(res.body).toBeUndefined();
  });

  it('refuses a bad URL with 400, an unknown country with 404, and other methods with 405', async () => {
    expect(await call({ file: '..%2Fgb.webp' })).toMatchObject({ status: 400, headers: { 'cache-control': 'no-store' } });
    expect(await call({ file: 'gb.webp', w: '4000' })).toMatchObject({
      status: 400,
      body: { error: 'w must be one of 24, 48, 72' },
    });
    expect(await call({ file: 'zz.webp' })).toMatchObject({ status: 404, body: { error: 'no flag for zz' } });
    expect(await call({ file: 'gb.webp' }, { method: 'POST' })).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });
});
