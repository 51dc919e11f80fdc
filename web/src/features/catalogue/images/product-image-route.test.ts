import type { NextApiRequest, NextApiResponse } from 'next';
import productImage from '../../../../pages/api/media/product/[kind]/[colour]/[accent]';
import { drawProduct } from './product-drawing';

interface Captured {
  status: number;
  headers: Record<string, string | number>;
  body: unknown;
  ended: boolean;
}

function call(
  query: Record<string, string | string[]>,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Captured {
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
  productImage({ method, query, headers } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  expect(out.ended).toBe(true);
  return out;
}

const path = { kind: 'road-bike', colour: 'c8102e', accent: '1a1a1a.svg' };

describe('GET /api/media/product/[kind]/[colour]/[accent]', () => {
  it('answers the drawing as a cacheable, locked-down SVG', () => {
    const res = call({ ...path, w: '400' });
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

  it('takes the accent with or without .svg, and crop for cover', () => {
    const a = call({ ...path, w: '300', h: '300', fit: 'crop' });
    const b = call({ ...path, accent: '1a1a1a', w: '300', h: '300', fit: 'cover' });
    expect(a.status).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.body).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  it('gives different images different ETags and the same image the same one', () => {
    expect(call(path).headers.etag).toBe(call(path).headers.etag);
    expect(call(path).headers.etag).not.toBe(call({ ...path, colour: '2f5d50' }).headers.etag);
  });

  it('answers 304 when the ETag matches (lists and weak tags too)', () => {
    const { etag } = call(path).headers as { etag: string };
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const res = call(path, { headers: { 'if-none-match': header } });
      expect(res.status).toBe(304);
      expect(res.body).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(call(path, { headers: { 'if-none-match': '"other"' } }).status).toBe(200);
  });

  it.each([
    [{ ...path, kind: 'unicycle' }, 'kind'],
    [{ ...path, colour: 'zzz' }, 'colour'],
    [{ ...path, accent: 'red.svg' }, 'accent'],
    [{ ...path, w: '3000' }, 'w must'],
    [{ ...path, h: '8' }, 'h must'],
    [{ ...path, fit: 'stretch' }, 'fit'],
  ])('answers 400 JSON for bad input %#', (query, message) => {
    const res = call(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringContaining(message) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', () => {
    const res = call(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405 and an Allow header', (method) => {
    const res = call(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: `Method ${method} not allowed` });
  });
});
