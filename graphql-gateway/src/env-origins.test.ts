import { loadCommerceEnv } from '@cadence/commerce/env';
import { loadGatewayEnv } from './env';

/**
 * The storefronts' public origins are one rule (server-kit storefrontOrigins) read from the same
 * variables by the web's build, commerce (links in emails) and the gateway (Secure cookies). A review
 * found a shop configured with SITE_DOMAIN_* linking its emails to http://localhost:3000 and setting
 * its session cookies without Secure, while its pages' links used the domains.
 */
describe('storefront origins from the configuration', () => {
  const domains = { SITE_DOMAIN_EN: 'cadencecycles.co.uk', SITE_DOMAIN_DE: 'cadencecycles.de' };

  it('link emails to the storefronts’ domains', () => {
    expect(loadCommerceEnv(domains).siteUrls).toEqual({
      'en-GB': 'https://cadencecycles.co.uk',
      'de-DE': 'https://cadencecycles.de',
    });
  });

  it('make session cookies Secure for storefronts on https domains, and not for the local http shop', () => {
    expect(loadGatewayEnv(domains).cookieSecure).toBe(true);
    expect(loadGatewayEnv({}).cookieSecure).toBe(false);
    expect(loadGatewayEnv({ SITE_URL_EN: 'https://shop.example' }).cookieSecure).toBe(true);
    expect(loadGatewayEnv({ ...domains, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});
