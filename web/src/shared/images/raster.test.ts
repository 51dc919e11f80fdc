/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';

// sharp's work, held until a test lets it finish: the bound on rasters made at once is what is tested.
const pending: { resolve: (b: Buffer) => void; reject: (e: Error) => void }[] = [];
jest.mock('sharp', () => {
  const image = {
    webp: () => image,
    png: () => image,
    toBuffer: () => new Promise<Buffer>((resolve, reject) => pending.push({ resolve, reject })),
  };
  const sharp = Object.assign(() => image, { cache: () => undefined, concurrency: () => undefined });
  return { __esModule: true, default: sharp };
});

import { answerDrawing } from './image-response';
import { forgetRasters, rasterise, rasterState, RUNNING, WAITING } from './raster';

const flush = () => new Promise((resolve) => setImmediate(resolve));

async function finishAll(): Promise<void> {
  while (pending.length) {
    pending.shift()!.resolve(Buffer.from('raster'));
    await flush();
  }
}

afterEach(finishAll);

describe('rasterise', () => {
  it(`makes ${RUNNING} at once, lets ${WAITING} wait, and answers null past that`, async () => {
    const asked = Array.from({ length: RUNNING + WAITING }, (_, i) => rasterise(`busy-${i}`, '<svg/>', 'webp'));
    await flush();
    expect(pending).toHaveLength(RUNNING);
    expect(rasterState()).toMatchObject({ running: RUNNING, waiting: WAITING });
    expect(await rasterise('one-too-many', '<svg/>', 'webp')).toBeNull();
    await finishAll();
    expect((await Promise.all(asked)).every((b) => b?.toString() === 'raster')).toBe(true);
    expect(rasterState()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('makes an image once for requests that come together, and keeps it', async () => {
    const a = rasterise('same', '<svg/>', 'webp');
    const b = rasterise('same', '<svg/>', 'webp');
    await flush();
    expect(pending).toHaveLength(1);
    await finishAll();
    expect(await a).toBe(await b);
    expect(await rasterise('same', '<svg/>', 'webp')).toBe(await a);
    expect(pending).toHaveLength(0);
  });

  it('frees its turn when sharp fails, and keeps nothing', async () => {
    const failed = rasterise('fails', '<svg/>', 'webp');
    await flush();
    pending.shift()!.reject(new Error('vips'));
    await expect(failed).rejects.toThrow('vips');
    expect(rasterState().running).toBe(0);
    const again = rasterise('fails', '<svg/>', 'webp');
    await flush();
    expect(pending).toHaveLength(1);
    await finishAll();
    expect((await again)?.toString()).toBe('raster');
  });
});

describe('an image answer when rasters are busy', () => {
  // A drawing per accent colour, in the accent's format (its extension), as the image routes answer it.
  function call(accent: string, headers: Record<string, string> = {}) {
    const out: { status: number; headers: Record<string, unknown>; body: unknown } = { status: 0, headers: {}, body: undefined };
    const res = {
      setHeader: (name: string, value: unknown) => void (out.headers[name.toLowerCase()] = value),
      status(code: number) {
        out.status = code;
        return res;
      },
      end: (body?: unknown) => void (out.body = body),
      json: (body?: unknown) => void (out.body = body),
    };
    const [colour, format] = accent.split('.') as [string, 'webp' | 'png'];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#${colour}"/></svg>`;
    const done = answerDrawing({ method: 'GET', headers } as unknown as NextApiRequest, res as unknown as NextApiResponse, svg, format);
    return done.then(() => out);
  }

  it('answers the drawing, kept by no cache, instead of queueing more', async () => {
    const asked = Array.from({ length: RUNNING + WAITING }, (_, i) => rasterise(`route-${i}`, '<svg/>', 'webp'));
    await flush();
    const res = await call('1a1a1a.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.body)).toMatch(/^<svg /);
    await finishAll();
    await Promise.all(asked);
    const after = call('1a1a1a.webp');
    await flush();
    await finishAll();
    expect((await after).headers['content-type']).toBe('image/webp');
  });

  it('answers 304 by the ETag without making the raster again', async () => {
    const first = call('3c3c3c.webp');
    await flush();
    await finishAll();
    const { headers } = await first;
    forgetRasters();
    const res = await call('3c3c3c.webp', { 'if-none-match': headers.etag as string });
    expect(res.status).toBe(304);
    expect(pending).toHaveLength(0);
  });

  it('answers the drawing when sharp fails, and says so', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = call('2b2b2b.png');
    await flush();
    pending.shift()!.reject(new Error('vips'));
    const out = await res;
    expect(out.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(out.headers['cache-control']).toBe('no-store');
    expect(logged).toHaveBeenCalledWith('[media] raster failed', expect.any(Error));
    logged.mockRestore();
  });
});
