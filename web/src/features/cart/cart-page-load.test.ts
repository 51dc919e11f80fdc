import { CartGetDocument } from '../../graphql/documents/CartGetDocument';
import { DeliveryInfoGetDocument } from '../../graphql/documents/DeliveryInfoGetDocument';
import type { ServerQueryClient } from '../../shared/ssr/server-apollo-client';
import { loadCartPage } from './cart-page-load';
import type { CartView } from './cart.rules';

const CART_ID = 'a'.repeat(32);
const cart = { id: CART_ID, items: [], dispatch_date: '2026-12-03' } as unknown as CartView;
const delivery = { globalSet: { body: 'Order now and your order is dispatched on Thursday 3 December.' } };

type Answer = () => Promise<unknown>;

/** A server client that answers the cart and the delivery text as told and records what it was asked. */
function client(answers: { cart?: Answer; delivery?: Answer }): ServerQueryClient & { asked: unknown[] } {
  const asked: unknown[] = [];
  const refuse: Answer = () => Promise.reject(new Error('not asked'));
  return {
    asked,
    query: ((options: { query: unknown; variables?: unknown }) => {
      asked.push(options.variables);
      if (options.query === CartGetDocument) return (answers.cart ?? refuse)();
      if (options.query === DeliveryInfoGetDocument) return (answers.delivery ?? refuse)();
      return refuse();
    }) as unknown as ServerQueryClient['query'],
  };
}

describe('loadCartPage', () => {
  it('renders a guest without a cart cookie with no cart, without asking the gateway', async () => {
    const gateway = client({});
    await expect(loadCartPage(gateway, {})).resolves.toEqual({ props: { cart: null } });
    await expect(loadCartPage(gateway, { cart_id: '../../etc' })).resolves.toEqual({ props: { cart: null } });
    expect(gateway.asked).toEqual([]);
  });

  it('leaves a signed-in customer without the cookie to the browser (their cart may be on another device)', async () => {
    const gateway = client({});
    await expect(loadCartPage(gateway, { customer_refresh_token: 'r' })).resolves.toEqual({ props: {} });
    expect(gateway.asked).toEqual([]);
  });

  it('renders the cart the cookie names and its delivery text, both asked for by that id', async () => {
    const gateway = client({ cart: async () => ({ data: { cart } }), delivery: async () => ({ data: delivery }) });
    await expect(loadCartPage(gateway, { cart_id: CART_ID })).resolves.toEqual({
      props: {
        cart,
        deliveryInfo: { dispatchDate: '2026-12-03', body: 'Order now and your order is dispatched on Thursday 3 December.' },
      },
    });
    expect(gateway.asked).toEqual([{ cartId: CART_ID }, { cartId: CART_ID }]);
  });

  it('renders the cart without a delivery text where there is none, and leaves one that failed to the browser', async () => {
    const none = client({ cart: async () => ({ data: { cart } }), delivery: async () => ({ data: { globalSet: null } }) });
    await expect(loadCartPage(none, { cart_id: CART_ID })).resolves.toEqual({
      props: { cart, deliveryInfo: { dispatchDate: '2026-12-03', body: null } },
    });
    const failed = client({ cart: async () => ({ data: { cart } }), delivery: () => Promise.reject(new Error('timeout')) });
    await expect(loadCartPage(failed, { cart_id: CART_ID })).resolves.toEqual({ props: { cart } });
    const partial = client({
      cart: async () => ({ data: { cart } }),
      delivery: async () => ({ data: delivery, error: new Error('x') }),
    });
    await expect(loadCartPage(partial, { cart_id: CART_ID })).resolves.toEqual({ props: { cart } });
  });

  it('leaves a cart the gateway answers only in part, refuses or cannot answer for to the browser, which owns the cookie', async () => {
    const partial = client({
      cart: async () => ({ data: { cart }, error: new Error('A price could not be read') }),
      delivery: async () => ({ data: delivery }),
    });
    await expect(loadCartPage(partial, { cart_id: CART_ID })).resolves.toEqual({ props: {} });
    const refused = client({
      cart: async () => ({ data: { cart: null }, error: new Error('not yours') }),
      delivery: async () => ({ data: delivery }),
    });
    await expect(loadCartPage(refused, { cart_id: CART_ID })).resolves.toEqual({ props: {} });
    const down = client({
      cart: () => Promise.reject(new Error('connect ECONNREFUSED')),
      delivery: async () => ({ data: delivery }),
    });
    await expect(loadCartPage(down, { cart_id: CART_ID })).resolves.toEqual({ props: {} });
  });
});
