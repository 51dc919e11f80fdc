/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import ts from 'typescript';
import { parseSource, sourceFiles } from '@cadence/server-kit/test-support/source-scan';
import { restShim } from './gateway-operation';
import { SHIM_BODY_SIZE_LIMIT, SHIM_ROUTE_CONFIG, UNPARSED_ROUTE_CONFIG } from './shim-body-limit';

const web = path.resolve(__dirname, '../../..');
const LIMIT_BYTES = Number(/^(\d+)kb$/.exec(SHIM_BODY_SIZE_LIMIT)![1]) * 1024;

/** The routes whose body Next leaves alone: the proxy reads its own (bounded), the images none. */
const UNPARSED_ROUTES = [
  'pages/api/graphql.ts',
  'pages/api/media/product/[kind]/[colour]/[accent].ts',
  'pages/api/media/flag/[file].ts',
];

/**
 * A route's `config` as Next reads it: from the source text, an object of literals only (Next's
 * extractExportedConstValue); anything else (an imported constant, a spread) throws here as it
 * fails Next's build. Undefined without a `config` export: Next then parses up to 1 MB.
 */
function exportedConfig(file: string, source: string): unknown {
  const sf = parseSource(file, source);
  const literal = (node: ts.Expression): unknown => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isObjectLiteralExpression(node)) {
      return Object.fromEntries(
        node.properties.map((property) => {
          if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            throw new Error(`${file}: Next cannot read \`${property.getText(sf)}\` in its config: write the value out`);
          return [property.name.text, literal(property.initializer)];
        }),
      );
    }
    throw new Error(`${file}: Next cannot read \`${node.getText(sf)}\` in its config: write the value out`);
  };
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'config' && declaration.initializer)
        return literal(declaration.initializer);
    }
  }
  return undefined;
}

describe("an API route's body limit", () => {
  it('is on every route: the shims’ limit, written out where Next reads it, or no parsing at all', () => {
    // Found by review: the shims took Next's default, 1 MB parsed before restShim's method and CSRF checks.
    const routes = sourceFiles(web, 'pages/api', { tests: false });
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const config = exportedConfig(route, readFileSync(path.join(web, route), 'utf8'));
      const expected = UNPARSED_ROUTES.includes(route) ? UNPARSED_ROUTE_CONFIG : SHIM_ROUTE_CONFIG;
      expect({ route, config }).toEqual({ route, config: expected });
    }
  });

  it('is caught when a route forgets it, or writes it where Next cannot read it', () => {
    expect(exportedConfig('x.ts', 'export default handler;')).toBeUndefined();
    expect(exportedConfig('x.ts', "const config = { api: { bodyParser: { sizeLimit: '1mb' } } };")).toBeUndefined();
    expect(() => exportedConfig('x.ts', 'export const config = SHIM_ROUTE_CONFIG;')).toThrow(/SHIM_ROUTE_CONFIG/);
    expect(() => exportedConfig('x.ts', 'export const config = { api: { bodyParser: { sizeLimit: LIMIT } } };')).toThrow(/LIMIT/);
    expect(() => exportedConfig('x.ts', 'export const config = { ...SHIM_ROUTE_CONFIG };')).toThrow(/write the value out/);
    expect(exportedConfig('x.ts', "export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };")).toEqual(
      SHIM_ROUTE_CONFIG,
    );
  });

  it('holds the largest bodies the storefront sends, with room to spare', () => {
    // A cart update at its most (cart.rules cartUpdatesInput: 100 lines, uids of up to 20 characters).
    const update = {
      items: Array.from({ length: 100 }, () => ({ cart_item_uid: '9'.repeat(20), quantity: Number.MAX_SAFE_INTEGER })),
    };
    // An address with every field at its longest (commerce's ADDRESS_MAX_LENGTH), every character escaped.
    const long = (n: number) => 'ß'.repeat(n);
    const address = {
      addressId: 123456789,
      address: {
        firstname: long(100),
        lastname: long(100),
        email: long(254),
        telephone: long(30),
        street: [long(255), long(255)],
        city: long(100),
        region: long(100),
        postcode: long(20),
        country_code: 'GB',
        default_shipping: true,
        default_billing: true,
      },
    };
    const escaped = (value: unknown) =>
      JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const body of [escaped(update), escaped(address)]) expect(Buffer.byteLength(body)).toBeLessThan(LIMIT_BYTES / 3);
  });
});

describe('a shim behind Next’s body parser, with the shims’ config', () => {
  // A shim as Next runs it (its apiResolver reads the module's config) in front of a real socket;
  // every route's config is SHIM_ROUTE_CONFIG (above).
  const handled: unknown[] = [];
  const route = {
    default: restShim(
      'POST',
      async (req) => {
        handled.push(req.body);
        return { accepted: true };
      },
      { accepted: false },
    ),
    config: SHIM_ROUTE_CONFIG,
  };
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const context = { dev: false, previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '' };
      void apiResolver(req, res, {}, route, context, false, false, '/api/nuxt/x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/nuxt/x`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (body: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses 1 MB of nesting with 413 before parsing it or running the shim', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const answer = await post('['.repeat(500_000) + ']'.repeat(500_000));
      expect(answer.status).toBe(413);
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > LIMIT_BYTES)).toEqual([]);
    } finally {
      parse.mockRestore();
    }
    expect(handled).toEqual([]);
  });

  it('answers a body within the limit as before', async () => {
    const body = { email: 'jane@example.com', padding: 'x'.repeat(LIMIT_BYTES / 2) };
    const answer = await post(JSON.stringify(body));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ error: null, accepted: true });
    expect(handled).toEqual([body]);
  });
});
