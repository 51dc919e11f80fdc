import { CombinedGraphQLErrors } from '@apollo/client';
import {
  accountProblem,
  clearedSessionCookies,
  isUnauthenticated,
  localisedPath,
  orderDetailsHref,
  orderNumberParam,
  ordersPageHref,
  ordersPageParam,
  orderStatus,
  signInRedirect,
} from './account.rules';

const graphqlError = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('accountProblem', () => {
  it('reads the code, the localised message and the field errors of a BAD_USER_INPUT', () => {
    const error = graphqlError([
      {
        message: 'Please check the highlighted fields.',
        extensions: { code: 'BAD_USER_INPUT', fields: { postcode: 'Please enter a valid postcode, for example SW1A 1AA', x: 1 } },
      },
    ]);
    expect(accountProblem(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please check the highlighted fields.',
      fields: { postcode: 'Please enter a valid postcode, for example SW1A 1AA' },
    });
  });

  it('keeps the message of the codes the account pages know', () => {
    const error = graphqlError([{ message: 'The password is wrong.', extensions: { code: 'INVALID_PASSWORD' } }]);
    expect(accountProblem(error)).toEqual({ code: 'INVALID_PASSWORD', message: 'The password is wrong.', fields: {} });
  });

  it('has no message of its own for network failures and internal errors', () => {
    expect(accountProblem(new Error('fetch failed'))).toEqual({ code: 'UNKNOWN', message: null, fields: {} });
    const internal = graphqlError([{ message: 'TypeError: x is undefined', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(accountProblem(internal)).toEqual({ code: 'UNKNOWN', message: null, fields: {} });
  });
});

describe('isUnauthenticated', () => {
  it('is true only when an error has the UNAUTHENTICATED code', () => {
    expect(isUnauthenticated([{ extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
    expect(isUnauthenticated([{ extensions: { code: 'NOT_FOUND' } }])).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});

describe('signInRedirect and localisedPath', () => {
  it('sends a signed-out visitor to sign in and back to the account page, in their storefront', () => {
    expect(signInRedirect('/my-account/shipping/', 'en-GB', 'en-GB')).toBe('/auth/login/?redirect=%2Fmy-account%2Fshipping%2F');
    expect(signInRedirect('/my-account/orders/?page=2', 'de-DE', 'en-GB')).toBe(
      '/de-DE/auth/login/?redirect=%2Fmy-account%2Forders%2F',
    );
    expect(signInRedirect('/my-account/profile/', 'de-DE', 'de-DE')).toBe('/auth/login/?redirect=%2Fmy-account%2Fprofile%2F');
  });

  it('prefixes a path unless the locale is the default one', () => {
    expect(localisedPath('/my-account/profile/', 'de-DE', 'en-GB')).toBe('/de-DE/my-account/profile/');
    expect(localisedPath('/my-account/profile/', 'en-GB', 'en-GB')).toBe('/my-account/profile/');
  });
});

describe('orders', () => {
  it('knows the status codes, in any case, and nothing else', () => {
    expect(orderStatus('complete')).toBe('complete');
    expect(orderStatus('CANCELED')).toBe('canceled');
    expect(orderStatus('on_hold')).toBeNull();
  });

  it('reads the page parameter', () => {
    expect(ordersPageParam(undefined)).toBe(1);
    expect(ordersPageParam('3')).toBe(3);
    expect(ordersPageParam('0')).toBeNull();
    expect(ordersPageParam('abc')).toBeNull();
    expect(ordersPageParam(['1', '2'])).toBeNull();
  });

  it('reads order numbers and refuses anything else', () => {
    expect(orderNumberParam('000000123')).toBe('000000123');
    expect(orderNumberParam('UNKNOWN')).toBe('UNKNOWN');
    expect(orderNumberParam('../etc')).toBeNull();
    expect(orderNumberParam(undefined)).toBeNull();
  });

  it('links to an order and to the pages of the history', () => {
    expect(orderDetailsHref('000000123')).toBe('/my-account/orders/000000123/');
    expect(ordersPageHref(1)).toBe('/my-account/orders/');
    expect(ordersPageHref(2)).toBe('/my-account/orders/?page=2');
  });
});

describe('clearedSessionCookies', () => {
  it('expires the three session cookies on the whole site', () => {
    const cookies = clearedSessionCookies(false);
    expect(cookies.map((c) => c.split('=', 1)[0])).toEqual(['customer_token', 'customer_refresh_token', 'customer_expire_time']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^[a-z_]+=; Path=\/; Max-Age=0; /);
      expect(cookie).not.toContain('Secure');
    }
    expect(clearedSessionCookies(true).every((c) => c.endsWith('; Secure'))).toBe(true);
  });
});
