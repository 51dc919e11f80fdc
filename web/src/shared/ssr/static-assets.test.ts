/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const staticAssets = require('../../../server/static-assets.cjs');
const { acceptedEncodings, createStaticAssets, precompress, BUNDLES, PUBLIC_FILES } = staticAssets;

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
  let bundles: typeof BUNDLES;
  const script = `/* a chunk */\n${'export const value = "the same words again and again";\n'.repeat(200)}`;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-static-'));
    fs.mkdirSync(path.join(dir, 'chunks'));
    fs.writeFileSync(path.join(dir, 'chunks', 'big.js'), script);
    fs.writeFileSync(path.join(dir, 'chunks', 'small.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'chunks', 'image.png'), Buffer.alloc(4096));
    bundles = { ...BUNDLES, dir, compressedDir: dir };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the scripts worth it, which decompress to the original', () => {
    const totals = precompress(bundles);
    expect(totals.files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'chunks', 'big.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'chunks', 'big.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'chunks', 'small.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'chunks', 'image.png.br'))).toBe(false);
  });

  it('answers brotli to a browser that accepts it, gzip to one that accepts only gzip, with the asset headers', async () => {
    const assets = createStaticAssets([bundles]);
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
    const assets = createStaticAssets([bundles]);
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
    const assets = createStaticAssets([bundles]);
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

describe("the shop's own files in public/", () => {
  let root: string;
  let files: typeof PUBLIC_FILES;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(100)}</svg>`;
  const png = Buffer.alloc(2048, 7);
  const KEPT = 'public, max-age=86400, stale-while-revalidate=604800';

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-public-'));
    const dir = path.join(root, 'public');
    fs.mkdirSync(path.join(dir, 'images', 'cms'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.mkdirSync(path.join(dir, 'locales', 'en-GB'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'images', 'cms', 'hero.svg'), svg);
    fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), png);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, 'locales', 'en-GB', 'common.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
    files = { ...PUBLIC_FILES, dir, compressedDir: path.join(root, 'compressed') };
    precompress(files);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the compressed copies apart from public/, and only of the files it serves', () => {
    expect(fs.existsSync(path.join(root, 'compressed', 'images', 'cms', 'hero.svg.br'))).toBe(true);
    expect(fs.readdirSync(path.join(root, 'public', 'images', 'cms'))).toEqual(['hero.svg']);
    expect(fs.existsSync(path.join(root, 'compressed', 'locales'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'compressed', 'icons'))).toBe(false);
  });

  it('keeps them a day with a week of background refresh, compressed where that pays, as they are otherwise', async () => {
    const assets = createStaticAssets([files]);
    const hero = answer();
    expect(
      assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: { 'accept-encoding': 'br' } }, hero.res, () => {}),
    ).toBe(true);
    const got = await hero.done;
    expect(got.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-encoding': 'br',
      'cache-control': KEPT,
      vary: 'Accept-Encoding',
    });
    expect(got.headers['last-modified']).toMatch(/GMT$/);
    expect(zlib.brotliDecompressSync(got.body).toString()).toBe(svg);

    const plain = answer();
    assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: {} }, plain.res, () => {});
    const gotPlain = await plain.done;
    expect(gotPlain.headers['content-encoding']).toBeUndefined();
    expect(gotPlain.body.toString()).toBe(svg);

    const icon = answer();
    assets.serve({ method: 'GET', url: '/icons/icon-192.png', headers: { 'accept-encoding': 'br, gzip' } }, icon.res, () => {});
    const gotIcon = await icon.done;
    expect(gotIcon.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': KEPT, 'content-length': '2048' });
    expect(gotIcon.headers['content-encoding']).toBeUndefined();
    expect(gotIcon.headers.vary).toBeUndefined();
    expect(gotIcon.body.equals(png)).toBe(true);

    const favicon = answer();
    expect(assets.serve({ method: 'GET', url: '/favicon.svg', headers: {} }, favicon.res, () => {})).toBe(true);
    expect((await favicon.done).headers['cache-control']).toBe(KEPT);
  });

  it('answers 304 to a browser whose copy is as new as the file, and 200 to one with an older copy', async () => {
    const assets = createStaticAssets([files]);
    const first = answer();
    assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: {} }, first.res, () => {});
    const modified = (await first.done).headers['last-modified']!;

    const unchanged = answer();
    assets.serve(
      { method: 'GET', url: '/images/cms/hero.svg', headers: { 'if-modified-since': modified } },
      unchanged.res,
      () => {},
    );
    const got = await unchanged.done;
    expect(got.status).toBe(304);
    expect(got.body.length).toBe(0);
    expect(got.headers['cache-control']).toBe(KEPT);

    const older = answer();
    const before = new Date(Date.parse(modified) - 1000).toUTCString();
    assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: { 'if-modified-since': before } }, older.res, () => {});
    expect((await older.done).status).toBe(200);

    // Not an HTTP date, or one in the future: the whole file (the date cannot be trusted to cover it).
    for (const since of ['2099', '1', new Date(Date.now() + 86_400_000).toUTCString()]) {
      const odd = answer();
      assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: { 'if-modified-since': since } }, odd.res, () => {});
      expect((await odd.done).status).toBe(200);
    }
  });

  it('revalidates by a tag of the content first: the same content is 304, other content the whole file', async () => {
    const assets = createStaticAssets([files]);
    const first = answer();
    assets.serve({ method: 'GET', url: '/images/cms/hero.svg', headers: {} }, first.res, () => {});
    const { etag, 'last-modified': modified } = (await first.done).headers;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);

    const same = answer();
    assets.serve(
      { method: 'GET', url: '/images/cms/hero.svg', headers: { 'if-none-match': `"a", ${etag}` } },
      same.res,
      () => {},
    );
    expect((await same.done).status).toBe(304);

    // A tag the server does not give now wins over the date (RFC 9110 §13.1.3): a file put back to
    // an older version after a rollback is sent again even though its time is older.
    const other = answer();
    assets.serve(
      { method: 'GET', url: '/images/cms/hero.svg', headers: { 'if-modified-since': modified!, 'if-none-match': 'W/"older"' } },
      other.res,
      () => {},
    );
    expect((await other.done).status).toBe(200);
  });

  it('does not send a compressed copy older than its file (the file changed after the build)', async () => {
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-public-stale-'));
    try {
      const dir = path.join(stale, 'public');
      fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), svg);
      const set = { ...files, dir, compressedDir: path.join(stale, 'compressed') };
      precompress(set);
      const changed = svg.replace('<svg', '<svg id="new"');
      fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), changed);
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(path.join(dir, 'images', 'logo.svg'), later, later);
      const logo = answer();
      createStaticAssets([set]).serve(
        { method: 'GET', url: '/images/logo.svg', headers: { 'accept-encoding': 'br' } },
        logo.res,
        () => {},
      );
      const got = await logo.done;
      expect(got.headers['content-encoding']).toBeUndefined();
      expect(got.body.toString()).toBe(changed);
    } finally {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  });

  it('leaves everything else in public/ and every other address to Next', () => {
    const assets = createStaticAssets([files]);
    for (const url of [
      '/locales/en-GB/common.json',
      '/images/cms/../../locales/en-GB/common.json',
      '/images/cms%2Fhero.svg',
      '/images/cms/hero.svg.br',
      '/de-DE/images/cms/hero.svg',
      '/images/cms/missing.svg',
      '/images/',
    ]) {
      const res = { writeHead: jest.fn() };
      expect(assets.serve({ method: 'GET', url, headers: {} }, res, () => {})).toBe(false);
    }
    expect(assets.serve({ method: 'POST', url: '/favicon.svg', headers: {} }, { writeHead: jest.fn() }, () => {})).toBe(false);
  });
});
