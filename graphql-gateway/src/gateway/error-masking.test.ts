import type { CartErrorCode } from '@cadence/commerce/modules/cart/cart.errors';
import type { CheckoutErrorCode } from '@cadence/commerce/modules/checkout/checkout.errors';
import type { CustomerErrorCode } from '@cadence/commerce/modules/customer/customer.errors';
import { SERVICE_UNAVAILABLE } from '@cadence/commerce/db/availability';
import { CLIENT_ERROR_CODES, type ClientErrorCode } from '@cadence/server-kit/client-errors';
import { GraphQLError } from 'graphql';
import { errorMaskingPlugin, findControlCharacter, maskError, withoutSuggestions } from './error-masking';

describe('maskError (one rule for every subgraph)', () => {
  it('keeps the errors written for clients', () => {
    const error = {
      message: 'pageSize must be between 1 and 200.',
      extensions: { code: 'BAD_USER_INPUT', stacktrace: ['at x'] },
    };
    expect(maskError(error, 'r1')).toEqual({
      message: 'pageSize must be between 1 and 200.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('names no subgraph: the gateway’s serviceName is dropped, what the client reads is kept', () => {
    const error = {
      message: 'The cart does not exist.',
      path: ['cart'],
      extensions: { code: 'RATE_LIMITED', retry_after_seconds: 60, serviceName: 'cart', exception: { stacktrace: [] } },
    };
    expect(maskError(error, 'r4')).toEqual({
      message: 'The cart does not exist.',
      path: ['cart'],
      extensions: { code: 'RATE_LIMITED', retry_after_seconds: 60 },
    });
  });

  it.each(['DOWNSTREAM_SERVICE_ERROR', 'INTERNAL_SERVER_ERROR', undefined])(
    'hides anything else (%s) behind a reference',
    (code) => {
      const masked = maskError({ message: 'Failed query: select * from customers', path: ['x'], extensions: { code } }, 'r2');
      expect(masked).toEqual({
        message: 'Sorry, something went wrong on our side. Please try again; if it keeps happening, quote reference r2.',
        path: ['x'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'r2' },
      });
    },
  );
});

describe('findControlCharacter', () => {
  it.each([
    [{ a: 'ok', b: ['fine', { c: 'x\u0000' }] }, '$.b[1].c'],
    [{ a: 'line\nbreak\ttab\r' }, null],
    [{ a: 'del\u007f' }, '$.a'],
    [{ a: 'c1\u0085' }, '$.a'],
    [{ a: 1, b: null, c: true }, null],
  ])('%j → %s', (value, expected) => {
    expect(findControlCharacter(value, '$')).toBe(expected);
  });
});

describe('the codes clients read (server-kit client-errors)', () => {
  // Every code a commerce use case raises for clients is passed on, and a shim answers it with its status.
  type Missing = Exclude<CheckoutErrorCode | CartErrorCode | CustomerErrorCode, ClientErrorCode>;
  const noneMissing: [Missing] extends [never] ? true : Missing = true;

  it('covers commerce’s own codes and the unavailable one', () => {
    expect(noneMissing).toBe(true);
    expect(CLIENT_ERROR_CODES.has(SERVICE_UNAVAILABLE)).toBe(true);
    const masked = maskError({ message: 'Sold out', extensions: { code: 'SOLD_OUT' } }, 'r3');
    expect(masked).toEqual({ message: 'Sold out', extensions: { code: 'SOLD_OUT' } });
  });
});

describe('withoutSuggestions', () => {
  it('drops graphql’s hints at names of the schema, keeping what was wrong', () => {
    expect(
      withoutSuggestions(
        'Variable "$i" got invalid value { ui: "x" }; Field "ui" is not defined by type "ClearCartInput". Did you mean "uid"?',
      ),
    ).toBe('Variable "$i" got invalid value { ui: "x" }; Field "ui" is not defined by type "ClearCartInput".');
    expect(
      withoutSuggestions('Value "CAR" does not exist in "PaymentMethodCode" enum. Did you mean the enum value "CARD" or "CASH"?'),
    ).toBe('Value "CAR" does not exist in "PaymentMethodCode" enum.');
    expect(withoutSuggestions('pageSize must be between 1 and 200.')).toBe('pageSize must be between 1 and 200.');
  });
});

describe('errorMaskingPlugin: nothing answered for now', () => {
  /** The plugin's answer to a result, as Apollo Server hands it over: the status and Retry-After it sets. */
  async function answer(result: {
    data?: Record<string, unknown> | null;
    errors: { message: string; extensions: { code: string } }[];
  }) {
    const headers = new Map<string, string>();
    const response = {
      body: { kind: 'single' as const, singleResult: { ...result } },
      http: { status: 200 as number | undefined, headers: { set: (k: string, v: string) => headers.set(k, v) } },
    };
    const hooks = await errorMaskingPlugin().requestDidStart!({ contextValue: { requestId: 'r9' } } as never);
    await hooks!.didEncounterErrors!({
      errors: result.errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions })),
    } as never);
    await hooks!.willSendResponse!({ response } as never);
    return { status: response.http.status, retryAfter: headers.get('retry-after') ?? null };
  }

  it('answers a request whose time ran out before a subgraph started 503 with Retry-After, as the HTTP layer does', async () => {
    // The subgraph finds the request's deadline passed (local-data-source.ts) and answers no data:
    // this answered 200 when it came before the HTTP layer's own timer (a CI run under load).
    const timedOut = {
      data: null,
      errors: [{ message: 'The request took too long and was stopped.', extensions: { code: 'REQUEST_TIMEOUT' } }],
    };
    expect(await answer(timedOut)).toEqual({ status: 503, retryAfter: '5' });
  });

  it('keeps 200 when something was answered', async () => {
    const partial = { data: { a: 1, b: null }, errors: [{ message: 'x', extensions: { code: 'REQUEST_TIMEOUT' } }] };
    expect(await answer(partial)).toEqual({ status: 200, retryAfter: null });
  });
});
