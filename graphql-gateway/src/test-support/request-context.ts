import type { Commerce } from '@cadence/commerce/commerce';
import { buildContext, type GatewayContext } from '../gateway/context';

/** The context the gateway would build for a request from the English storefront with these cookies (for calling resolvers directly). */
export function testRequestContext(commerce: Commerce, cookie = ''): GatewayContext {
  return buildContext(
    new Map([
      ['store', 'en-GB'],
      ['cookie', cookie],
    ]),
    '127.0.0.1',
    { commerce, edgeCountryHeader: 'cloudfront-viewer-country', proxyTrust: { proxies: [], secret: null } },
  );
}
