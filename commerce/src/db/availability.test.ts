import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError, locatedError } from 'graphql';
import { STORE_CODES } from '@cadence/server-kit/storefronts';
import { isDatabaseUnavailable, serviceUnavailableMessage } from './availability';

const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { errno: -104, code, syscall: 'read' });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is gone, restarting or full, by SQLSTATE, socket code or driver message', () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '53300'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'])
      expect(isDatabaseUnavailable(socketError(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the database system is starting up'))).toBe(true);
  });

  it('finds the reason under drizzle, GraphQL and AggregateError wrappers', () => {
    const drizzle = Object.assign(new Error('Failed query: select 1'), { cause: socketError('ECONNREFUSED') });
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
    expect(isDatabaseUnavailable(locatedError(drizzle, null, ['products']))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]))).toBe(true);
  });

  it('finds it in a value graphql-js did not take for an Error (a socket error of another realm)', () => {
    // What a cut connection threw under Jest at the instant of a restart: Node's own Error, not
    // `instanceof Error` in the sandbox's realm, so graphql-js wrapped it in NonErrorThrown.
    const foreign = { errno: -104, code: 'ECONNRESET', syscall: 'read' };
    const located = locatedError(foreign, null, ['addProductsToCart']);
    expect(located.originalError?.message).toMatch(/^Unexpected error value/);
    expect(isDatabaseUnavailable(located)).toBe(true);
    expect(isDatabaseUnavailable(located.originalError)).toBe(true);
  });

  it('does not take a statement fault for an outage, even when its text names a connection', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: select 'Connection terminated'"))).toBe(false);
    expect(isDatabaseUnavailable(new GraphQLError('Cannot query field'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNRESET')).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it("answers in the storefront's language (the English storefront's for any other)", () => {
    expect(serviceUnavailableMessage('en-GB')).toBe('Our shop is briefly unavailable. Please try again in a minute.');
    expect(serviceUnavailableMessage('de-DE')).toBe(
      'Unser Shop ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
    );
    expect(serviceUnavailableMessage(undefined)).toBe(serviceUnavailableMessage('en-GB'));
  });

  it.each(STORE_CODES)("says what the storefront's 503 page says (%s)", (store) => {
    const file = path.join(__dirname, '../../../web/public/locales', store, 'common.json');
    const web = (JSON.parse(readFileSync(file, 'utf8')) as { common: { error: { unavailable: string } } }).common.error;
    expect(serviceUnavailableMessage(store)).toBe(web.unavailable);
  });
});
