import { CartGetDocument } from '../../graphql/documents/CartGetDocument';
import { DeliveryInfoGetDocument } from '../../graphql/documents/DeliveryInfoGetDocument';
import type { PageLoadResult } from '../../shared/ssr/page-load';
import type { ServerQueryClient } from '../../shared/ssr/server-apollo-client';
import { carriesSession } from '../customer/session/session-hint.rules';
import { validCartId, type CartView } from './cart.rules';

/**
 * What the cart page is rendered with: the shopper's cart (null: they have none) and the delivery
 * text with its dispatch date (null: there is none). A prop that is absent is one the server could
 * not tell; the browser asks for it, as every other page does.
 */
export type CartPageProps = { cart?: CartView | null; deliveryInfo?: string | null };

type Cookies = Partial<Record<string, string>>;

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
  const cartId = validCartId(cookies.cart_id);
  if (!cartId) return { props: carriesSession(cookies) ? {} : { cart: null } };
  const [cart, delivery] = await Promise.all([
    client.query({ query: CartGetDocument, variables: { cartId }, errorPolicy: 'all' }).catch(() => null),
    client.query({ query: DeliveryInfoGetDocument, variables: { cartId }, errorPolicy: 'all' }).catch(() => null),
  ]);
  if (!cart || cart.error || !cart.data?.cart) return { props: {} };
  const props: CartPageProps = { cart: cart.data.cart };
  if (delivery && !delivery.error && delivery.data) props.deliveryInfo = delivery.data.globalSet?.body ?? null;
  return { props };
}
