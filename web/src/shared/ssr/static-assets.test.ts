/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { acceptedEncodings, createStaticAssets, precompress } = require('../../../server/static-assets.cjs');

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A response double that collects what the server writes (head, then the piped body). */
function answer(): { res: PassThrough & { writeHead: (s: number, h: Record<string, string>) => void }; done: Promise<Answer> } {
  const res = new PassThrough() as PassThrough & { writeHead: (s: number, h: Record<string, string>) => void };
  const chunks: Buffer[] = [];
  let status = 0;
  let headers: Record<string, string> = {};
  res.writeHead = (s, h) => {
    status = s;
    headers = Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
  };
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Answer>((resolve) => res.on('end', () => resolve({ status, headers, body: Buffer.concat(chunks) })));
  return { res, done };
}

describe('precompressed static assets', () => {
  let dir: string;
  const script = `/* a chunk */\n${'export const value = "the same words again and again";\n'.repeat(200)}`;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-static-'));
    fs.mkdirSync(path.join(dir, 'chunks'));
    fs.writeFileSync(path.join(dir, 'chunks', 'big.js'), script);
    fs.writeFileSync(path.join(dir, 'chunks', 'small.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'chunks', 'image.png'), Buffer.alloc(4096));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the scripts worth it, which decompress to the original', () => {
    const totals = precompress(dir);
    expect(totals.files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'chunks', 'big.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'chunks', 'big.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'chunks', 'small.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'chunks', 'image.png.br'))).toBe(false);
  });

  it('answers brotli to a browser that accepts it, gzip to one that accepts only gzip, with the asset headers', async () => {
    const assets = createStaticAssets(dir);
    const headersSet = jest.fn();
    const br = answer();
    const url = '/_next/static/chunks/big.js';
    expect(
      assets.serve({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, br.res, headersSet),
    ).toBe(true);
    const got = await br.done;
    expect(got.status).toBe(200);
    expect(got.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': String(got.body.length),
    });
    expect(zlib.brotliDecompressSync(got.body).toString()).toBe(script);
    expect(headersSet).toHaveBeenCalledTimes(1);

    const gzip = answer();
    expect(
      assets.serve({ method: 'GET', url: `${url}?v=1`, headers: { 'accept-encoding': 'gzip, br;q=0' } }, gzip.res, () => {}),
    ).toBe(true);
    const gotGzip = await gzip.done;
    expect(gotGzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gotGzip.body).toString()).toBe(script);
  });

  it('closes the file when the client goes away before the answer ends', async () => {
    const assets = createStaticAssets(dir);
    const res = new PassThrough({ highWaterMark: 16 }) as PassThrough & { writeHead: () => void };
    res.writeHead = () => {};
    const opened: fs.ReadStream[] = [];
    const create = fs.createReadStream;
    const spy = jest.spyOn(fs, 'createReadStream').mockImplementation(((...args: Parameters<typeof create>) => {
      const stream = create(...args);
      opened.push(stream);
      return stream;
    }) as typeof create);
    try {
      assets.serve({ method: 'GET', url: '/_next/static/chunks/big.js', headers: { 'accept-encoding': 'gzip' } }, res, () => {});
      res.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(opened).toHaveLength(1);
      expect(opened[0]!.destroyed).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves to Next what it has no copy for, what the client cannot decode, other methods and any other path', () => {
    const assets = createStaticAssets(dir);
    const untouched = (req: object) => {
      const res = { writeHead: jest.fn() };
      expect(assets.serve(req, res, () => {})).toBe(false);
      expect(res.writeHead).not.toHaveBeenCalled();
    };
    const br = { 'accept-encoding': 'br' };
    untouched({ method: 'GET', url: '/_next/static/chunks/small.js', headers: br });
    untouched({ method: 'GET', url: '/_next/static/chunks/big.js', headers: {} });
    untouched({ method: 'GET', url: '/_next/static/chunks/big.js', headers: { 'accept-encoding': 'identity' } });
    untouched({ method: 'POST', url: '/_next/static/chunks/big.js', headers: br });
    for (const url of [
      '/_next/static/chunks/../chunks/big.js',
      '/_next/static/chunks%2Fbig.js',
      '/_next/static/chunks/big.js.br',
      '/_next/static//chunks/big.js',
      '/chunks/big.js',
      '/de-DE/_next/static/chunks/big.js',
    ]) {
      untouched({ method: 'GET', url, headers: br });
    }
  });

  it('reads Accept-Encoding by its q-values and the wildcard', () => {
    const accepted = (header: string | undefined) => [...acceptedEncodings(header)].sort();
    expect(accepted('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(accepted('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(accepted('*')).toEqual(['br', 'gzip']);
    expect(accepted('*;q=0.5, gzip;q=0')).toEqual(['br']);
    expect(accepted('BR;Q=0.8')).toEqual(['br']);
    expect(accepted('identity')).toEqual([]);
    expect(accepted('')).toEqual([]);
    expect(accepted(undefined)).toEqual([]);
    expect(accepted('br;q=nonsense')).toEqual([]);
  });
});
