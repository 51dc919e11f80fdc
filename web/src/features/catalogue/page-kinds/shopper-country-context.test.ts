import type { GetServerSidePropsContext } from 'next';
import { shopperCountryContext } from './shopper-country-context';

const ctx = (query: Record<string, string>, cookie?: string) =>
  ({ query, req: { headers: cookie ? { cookie } : {} } }) as unknown as GetServerSidePropsContext;

describe('shopperCountryContext', () => {
  it('sends the chosen country as the location cookie, replacing an older one and keeping the rest', () => {
    expect(shopperCountryContext(ctx({ country: 'us' }, 'a=1; location=GB; b=2'))).toEqual({
      headers: { cookie: 'a=1; b=2; location=US' },
    });
    expect(shopperCountryContext(ctx({ country: 'DE' }))).toEqual({ headers: { cookie: 'location=DE' } });
  });
  it('leaves the request alone without a valid country parameter', () => {
    expect(shopperCountryContext(ctx({}, 'location=GB'))).toBeUndefined();
    expect(shopperCountryContext(ctx({ country: 'GBR' }))).toBeUndefined();
  });
});
