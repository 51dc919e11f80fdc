import type { AddressInfo } from 'node:net';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { createHttpServer } from '../gateway/http';
import { captureLogs } from './log-capture';
import { logger } from './logger';

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const TOKEN = 'tok_5f3c9a0b7d2e41c8';
const CARD = '4242424242424242';
const LOGIN = `mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

/** An Apollo stand-in: runs the context, answers the login's shape (or fails, to log an error). */
function stubApollo(fail: { value: boolean }) {
  return {
    async executeHTTPGraphQLRequest({ context }: { context: () => Promise<BaseContext> }) {
      await context();
      if (fail.value) throw new Error(`boom`);
      const headers = new HeaderMap([['content-type', 'application/json']]);
      return { status: 200, headers, body: { kind: 'complete', string: '{"data":{"generateCustomerToken":null}}' } };
    },
  } as unknown as ApolloServer<BaseContext>;
}

describe('log lines', () => {
  it('redacts cookies, authorization, passwords, tokens, card data and variables in anything logged', () => {
    const logs = captureLogs();
    try {
      logger().info(
        {
          headers: { cookie: `customer_token=${TOKEN}`, authorization: `Bearer ${TOKEN}`, 'set-cookie': [`a=${TOKEN}`] },
          req: { headers: { cookie: `customer_token=${TOKEN}`, 'x-cadence-proxy-secret': TOKEN } },
          input: { password: PASSWORD, new_password: PASSWORD, card_number: CARD, cvc: '123', token: TOKEN },
          variables: { email: 'a@b.c', password: PASSWORD },
          cookie: TOKEN,
        },
        'something',
      );
      expect(logs.raw).toHaveLength(1);
      for (const secret of [PASSWORD, TOKEN, CARD, '"123"']) expect(logs.raw[0]).not.toContain(secret);
      expect(logs.raw[0]).toContain('[Redacted]');
    } finally {
      logs.restore();
    }
  });

  it('writes one request line for a login mutation with neither its password nor the Cookie header', async () => {
    const logs = captureLogs();
    const fail = { value: false };
    const server = createHttpServer({
      apollo: stubApollo(fail),
      context: async () => ({}),
      health: async () => true,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql?password=${PASSWORD}`;
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `customer_token=${TOKEN}; customer_refresh_token=${TOKEN}`,
          authorization: `Bearer ${TOKEN}`,
          'x-request-id': 'login-1',
        },
        body: JSON.stringify({
          operationName: 'SignIn',
          query: LOGIN,
          variables: { email: 'shopper@example.com', password: PASSWORD, card: CARD },
        }),
      });
    try {
      const ok = await post();
      expect(ok.headers.get('x-request-id')).toBe('login-1');
      await ok.text();
      fail.value = true;
      const failed = await post();
      expect(failed.status).toBe(500);
      await failed.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const requests = logs.lines.filter((line) => line.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ reqId: 'login-1', method: 'POST', path: '/graphql', status: 200 });
      expect(requests[1]).toMatchObject({ reqId: 'login-1', status: 500, level: 'error' });
      expect(logs.lines.some((line) => line.msg === 'unhandled HTTP error' && line.reqId === 'login-1')).toBe(true);
      for (const line of logs.raw) {
        for (const secret of [PASSWORD, TOKEN, CARD, 'shopper@example.com', 'customer_token', 'Bearer']) {
          expect(line).not.toContain(secret);
        }
      }
    } finally {
      logs.restore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
