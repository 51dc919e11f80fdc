/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { partialWhenUnavailable } from '../ssr/server-apollo-client';
import { isServiceUnavailable } from './unavailable';

const graphqlErrors = (...codes: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: codes.map((code) => ({ message: code, extensions: { code } })) });

describe('a render that failed because the shop’s data is out of reach', () => {
  it('is a 503 for unavailable answers and an unreachable gateway, not for other failures', () => {
    expect(isServiceUnavailable(graphqlErrors('SERVICE_UNAVAILABLE', 'REQUEST_TIMEOUT'))).toBe(true);
    expect(isServiceUnavailable(graphqlErrors('SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isServiceUnavailable(new ServerError('503', { response: new Response('', { status: 503 }), bodyText: '' }))).toBe(
      true,
    );
    expect(isServiceUnavailable(new ServerError('500', { response: new Response('', { status: 500 }), bodyText: '' }))).toBe(
      false,
    );
    expect(isServiceUnavailable(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isServiceUnavailable(new Error('boom'))).toBe(false);
  });

  it('renders from a partial answer whose missing parts were only unavailable, and fails otherwise', () => {
    const partial = { data: { product: { name: 'CGR' }, collectionScreen: null }, error: graphqlErrors('SERVICE_UNAVAILABLE') };
    expect(partialWhenUnavailable(partial)).toEqual({ data: partial.data, error: undefined });
    expect(() => partialWhenUnavailable({ data: { product: null }, error: graphqlErrors('SERVICE_UNAVAILABLE') })).toThrow();
    expect(() => partialWhenUnavailable({ data: partial.data, error: graphqlErrors('NOT_FOUND') })).toThrow();
    const whole = { data: { product: { name: 'CGR' } }, error: undefined };
    expect(partialWhenUnavailable(whole)).toBe(whole);
  });
});
