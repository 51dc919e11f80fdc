import type { AddressInfo } from 'node:net';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { slowSender } from '@cadence/server-kit/test-support/slow-sender';
import { createHttpServer } from './http';

// The rules themselves (discardBody, answerClientError): server-kit/src/http-refusals.test.ts. This is
// the gateway's HTTP front using them, each refusal path with a client still sending its body.

describe('a request the gateway refuses before reading its body', () => {
  let apollo: ApolloServer<BaseContext>;
  let server: ReturnType<typeof createHttpServer>;
  let port: number;
  beforeAll(async () => {
    apollo = new ApolloServer<BaseContext>({ typeDefs: 'type Query { ok: Boolean }', stopOnTerminationSignals: false });
    await apollo.start();
    server = createHttpServer({ apollo, context: async () => ({}), health: async () => true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  });

  it('gets its 405 while it is still sending 2 MB', async () => {
    const body = Buffer.alloc(2_000_000, 'x');
    const answer = await slowSender(
      port,
      `PUT /graphql HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('gets its 413 when the body is over the limit', async () => {
    const body = Buffer.alloc(2_000_000, ' ');
    const answer = await slowSender(
      port,
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("gets the parser's 400 for a header it refuses (a NUL) while it is still sending its body", async () => {
    const body = Buffer.alloc(2_000_000, '{');
    const answer = await slowSender(
      port,
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\nstore: en-GB\u0000\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
