import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { CartGetDocument } from '../../graphql/documents/CartGetDocument';
import { DeliveryInfoGetDocument } from '../../graphql/documents/DeliveryInfoGetDocument';
import type { PageLoadResult } from '../../shared/ssr/page-load';
import type { ServerQueryClient } from '../../shared/ssr/server-apollo-client';
import { carriesSession } from '../../shared/session/session-hint.rules';
import { gatewayErrorCode } from './cart-shims';
import { cartErrorAction, validCartId, type CartView } from './cart.rules';

/** The delivery text the server read with the cart, and the dispatch date it was written for. */
export type ServedDeliveryInfo = { dispatchDate: string | null; body: string | null };

/**
 * What the cart page is rendered with: the shopper's cart (null: they have none) and its delivery
 * text. A prop that is absent is one the server could not tell; the browser asks for it, as every
 * other page does.
 */
export type CartPageProps = { cart?: CartView | null; deliveryInfo?: ServedDeliveryInfo };

type Cookies = Partial<Record<string, string>>;

/** A failure worth an operator's attention: not the stale or foreign cart cookie the browser's read deals with. */
function reportUnexpected(what: string, error: unknown): void {
  if (cartErrorAction(gatewayErrorCode(error)) !== 'show') return;
  console.warn(`[ssr] ${what} unavailable: ${error instanceof Error ? error.message : 'unknown error'}`);
}

/**
 * The cart page's cart and delivery text, read in parallel while the page renders, so the shopper
 * sees their lines in the HTML (the page is private and never cached, like checkout). Only the plain
 * case is settled here: a guest with no cart cookie has no cart, and a cart cookie the gateway
 * answers for gives its cart. Everything else (a signed-in customer without the cookie, whose cart
 * is on another device; a cart the gateway no longer knows or that is someone else's; the gateway
 * failing) is left to the browser's read through the cart shim, which owns the cookie and clears or
 * replaces it.
 */
export async function loadCartPage(client: ServerQueryClient, cookies: Cookies): Promise<PageLoadResult<CartPageProps>> {
  const cartId = validCartId(cookies[SHOP_COOKIES.cartId.name]);
  if (!cartId) return { props: carriesSession(cookies) ? {} : { cart: null } };
  const failed = (what: string) => (error: unknown) => {
    reportUnexpected(what, error);
    return null;
  };
  const [cart, delivery] = await Promise.all([
    client.query({ query: CartGetDocument, variables: { cartId }, errorPolicy: 'all' }).catch(failed('cart')),
    client.query({ query: DeliveryInfoGetDocument, variables: { cartId }, errorPolicy: 'all' }).catch(failed('delivery text')),
  ]);
  if (cart?.error) reportUnexpected('cart', cart.error);
  if (!cart || cart.error || !cart.data?.cart) return { props: {} };
  const props: CartPageProps = { cart: cart.data.cart };
  if (delivery?.error) reportUnexpected('delivery text', delivery.error);
  if (delivery && !delivery.error && delivery.data) {
    props.deliveryInfo = { dispatchDate: cart.data.cart.dispatch_date, body: delivery.data.globalSet?.body ?? null };
  }
  return { props };
}
