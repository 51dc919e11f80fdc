/** @jest-environment node */
import sharp from 'sharp';
import type { NextApiRequest, NextApiResponse } from 'next';
import productImage from '../../../../pages/api/media/product/[kind]/[colour]/[accent]';
import { drawProduct } from './product-drawing';

interface Captured {
  status: number;
  headers: Record<string, string | number>;
  body: unknown;
  ended: boolean;
}

async function call(
  query: Record<string, string | string[]>,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Captured> {
  const out: Captured = { status: 200, headers: {}, body: undefined, ended: false };
  const res = {
    setHeader(name: string, value: string | number) {
      out.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      out.ended = true;
    },
    send() {
      throw new Error('send() replaces the ETag with Next.js’s own: use end()');
    },
    end(body?: unknown) {
      out.body = body;
      out.ended = true;
    },
  };
  await productImage({ method, query, headers } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  expect(out.ended).toBe(true);
  return out;
}

const path = { kind: 'road-bike', colour: 'c8102e', accent: '1a1a1a.svg' };

describe('GET /api/media/product/[kind]/[colour]/[accent]', () => {
  it('answers the drawing as a cacheable, locked-down SVG', async () => {
    const res = await call({ ...path, w: '400' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(
      drawProduct({ kind: 'road-bike', colour: '#c8102e', accent: '#1a1a1a', width: 400, height: 300, fit: 'contain' }),
    );
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(res.headers['content-length']).toBe(Buffer.byteLength(res.body as string));
  });

  it('takes the accent with or without .svg, and crop for cover', async () => {
    const a = await call({ ...path, w: '300', h: '300', fit: 'crop' });
    const b = await call({ ...path, accent: '1a1a1a', w: '300', h: '300', fit: 'cover' });
    expect(a.status).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.body).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  it('gives different images different ETags and the same image the same one', async () => {
    const etag = async (query: Record<string, string>) => (await call(query)).headers.etag;
    expect(await etag(path)).toBe(await etag(path));
    expect(await etag(path)).not.toBe(await etag({ ...path, colour: '2f5d50' }));
    expect(await etag(path)).not.toBe(await etag({ ...path, accent: '1a1a1a.webp' }));
    expect(await etag({ ...path, accent: '1a1a1a.png' })).not.toBe(await etag({ ...path, accent: '1a1a1a.webp' }));
  });

  it('answers 304 when the ETag matches (lists and weak tags too)', async () => {
    const { etag } = (await call(path)).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const res = await call(path, { headers: { 'if-none-match': header } });
      expect(res.status).toBe(304);
      expect(res.body).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await call(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it.each([
    [{ ...path, kind: 'unicycle' }, 'kind'],
    [{ ...path, colour: 'zzz' }, 'colour'],
    [{ ...path, accent: 'red.svg' }, 'accent'],
    [{ ...path, w: '3000' }, 'w must'],
    [{ ...path, h: '8' }, 'h must'],
    [{ ...path, fit: 'stretch' }, 'fit'],
    [{ ...path, accent: '1a1a1a.gif' }, 'the image must be .svg, .webp, .png'],
    [{ ...path, accent: '1a1a1a.' }, 'the image must be'],
    [{ ...path, accent: '1a1a1a.webp.svg' }, 'accent'],
  ])('answers 400 JSON for bad input %#', async (query, message) => {
    const res = await call(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining(message) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['png', 'image/png', 'png'],
  ])('answers .%s as a %s raster of the drawing at the size asked for', async (extension, contentType, format) => {
    const res = await call({ ...path, accent: `1a1a1a.${extension}`, w: '360', h: '270' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = res.body as Buffer;
    expect(res.headers['content-length']).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 360, 270]);
    // The drawing's background, not a transparent or blank raster.
    const { data } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const corner = [...data.subarray(0, 3)];
    [0xf3, 0xf2, 0xef].forEach((channel, i) => expect(Math.abs(corner[i]! - channel)).toBeLessThan(6));
  });

  it('answers a raster 304 by its ETag, and HEAD with its length', async () => {
    const query = { ...path, accent: '1a1a1a.webp', w: '123' };
    const full = await call(query);
    const res = await call(query, { headers: { 'if-none-match': full.headers.etag as string } });
    expect(res.status).toBe(304);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await call(query, { method: 'HEAD' });
    expect(head.body).toBeUndefined();
    expect(head.headers['content-length']).toBe((full.body as Buffer).length);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await call(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405 and an Allow header', async (method) => {
    const res = await call(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: `Method ${method} not allowed` });
  });
});
