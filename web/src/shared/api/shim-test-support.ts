import type { NextApiRequest, NextApiResponse } from 'next';

/** Minimal Next API request and response doubles for the REST shim tests. */
type MockResponse = { statusCode: number; headers: Record<string, unknown>; body: unknown };

/** A request as Next hands it to an API route (body already parsed). */
export function mockRequest(init: { method: string; headers?: Record<string, string>; body?: unknown }): NextApiRequest {
  return {
    method: init.method,
    url: '/api/nuxt/test',
    headers: init.headers ?? {},
    body: init.body,
    // As Next parses them from the cookie header.
    cookies: Object.fromEntries(
      (init.headers?.cookie ?? '')
        .split(';')
        .map((pair) => pair.trim().split('='))
        .filter(([name]) => name)
        .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
    ),
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as NextApiRequest;
}

/** A response that records status, headers and the body (JSON or sent as it is). */
export function mockResponse(): NextApiResponse & MockResponse {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, unknown>,
    body: undefined as unknown,
    setHeader(name: string, value: unknown) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      res.body = body;
      return res;
    },
    send(body: unknown) {
      res.body = body;
      return res;
    },
    end(body?: unknown) {
      res.body = body;
      return res;
    },
  };
  return res as unknown as NextApiResponse & MockResponse;
}
