import type { Dispatch, SetStateAction } from 'react';
import type { MenuName } from '../../../shared/menu-state/menu-state';
import { callCartShim, cartOf, CartUnavailable, messagesOf, type CartShimAnswer } from '../cart-api';
import { pushCartEvent } from '../cart-analytics';
import type { CartView } from '../cart.rules';
import type { CartActionResult, CartItemRequest } from './use-cart';

/**
 * The cart's changes (add, quantity, remove, coupons, merge after sign-in) and their analytics: a
 * chunk of its own that `CartProvider` (use-cart.tsx) imports on the first change. Every catalogue
 * page has the provider, and most page views only read the cart.
 */
export type CartActionContext = {
  locale: string;
  /** The cart on screen now (read before and after a change). */
  cart: { current: CartView | null };
  setCart: Dispatch<SetStateAction<CartView | null>>;
  setMessages: Dispatch<SetStateAction<string[]>>;
  setPending: Dispatch<SetStateAction<boolean>>;
  openMenu: (name: MenuName) => void;
  /** The words for a cart that cannot be reached. */
  unavailable: () => string;
};

type RunOptions = {
  openDrawerOnError?: boolean;
  /**
   * The form that made the change shows what the answer said, next to its field (the coupon code):
   * the cart's message area then stays empty, so the shopper sees it, and a screen reader
   * announces it, once.
   */
  shownByForm?: boolean;
};

/**
 * Makes one change and says where its messages go: to the cart's message area (CartMessages), or,
 * for a change whose form shows them itself (`shownByForm`), only back to the caller. Every change
 * still clears the previous change's messages.
 */
async function run(
  ctx: CartActionContext,
  work: () => Promise<CartShimAnswer>,
  options: RunOptions = {},
): Promise<CartActionResult & { answer?: CartShimAnswer }> {
  ctx.setPending(true);
  try {
    const answer = await work();
    const next = cartOf(answer);
    if (next !== undefined) ctx.setCart(next);
    const said = messagesOf(answer);
    ctx.setMessages(options.shownByForm ? [] : said);
    if (said.length && options.openDrawerOnError) ctx.openMenu('cart');
    return { ok: !answer.error && !(answer.addProductsToCart?.user_errors.length ?? 0), messages: said, answer };
  } catch (error) {
    if (!(error instanceof CartUnavailable)) throw error;
    const said = [ctx.unavailable()];
    ctx.setMessages(options.shownByForm ? [] : said);
    if (options.openDrawerOnError) ctx.openMenu('cart');
    return { ok: false, messages: said };
  } finally {
    ctx.setPending(false);
  }
}

export async function addItems(
  ctx: CartActionContext,
  items: CartItemRequest[],
  options: { bike?: boolean; openDrawer?: boolean } = {},
): Promise<CartActionResult> {
  const before = ctx.cart.current;
  const result = await run(ctx, () => callCartShim(options.bike ? 'add-bike' : 'add-item', ctx.locale, { cartItems: items }), {
    openDrawerOnError: true,
  });
  const after = result.answer ? cartOf(result.answer) : null;
  if (result.ok && after) {
    const added = after.items.filter(
      (line) => !before?.items.some((old) => old.uid === line.uid && old.quantity === line.quantity),
    );
    pushCartEvent('add_to_cart', after, added);
    if (options.openDrawer !== false) ctx.openMenu('cart');
  }
  return { ok: result.ok, messages: result.messages };
}

/** A line's quantity changes (to 0: it goes); the units that went are a GA4 remove_from_cart. */
async function changeLine(
  ctx: CartActionContext,
  uid: string,
  quantity: number,
  call: () => Promise<CartShimAnswer>,
): Promise<CartActionResult> {
  const before = ctx.cart.current?.items.find((line) => line.uid === uid);
  const result = await run(ctx, call);
  if (result.ok && before && quantity < before.quantity && ctx.cart.current) {
    pushCartEvent('remove_from_cart', ctx.cart.current, [{ ...before, quantity: before.quantity - quantity }]);
  }
  return { ok: result.ok, messages: result.messages };
}

export const updateQuantity = (ctx: CartActionContext, uid: string, quantity: number): Promise<CartActionResult> =>
  changeLine(ctx, uid, quantity, () => callCartShim('update-cart', ctx.locale, { items: [{ cart_item_uid: uid, quantity }] }));

export const removeItem = (ctx: CartActionContext, uid: string): Promise<CartActionResult> =>
  changeLine(ctx, uid, 0, () => callCartShim('remove-item', ctx.locale, { cartItemId: uid }));

/** A refused code's reason is the coupon form's to show, at its field (coupon-form.tsx). */
export const applyCoupon = (ctx: CartActionContext, code: string): Promise<CartActionResult> =>
  run(ctx, () => callCartShim('apply-coupon', ctx.locale, { couponCode: code }), { shownByForm: true }).then(
    ({ ok, messages }) => ({ ok, messages }),
  );

export const removeCoupon = (ctx: CartActionContext): Promise<CartActionResult> =>
  run(ctx, () => callCartShim('remove-coupon', ctx.locale)).then(({ ok, messages }) => ({ ok, messages }));

/** After sign-in: the guest cart moves into the customer's cart (spec §4); the caller then fetches it. */
export async function mergeCarts(ctx: CartActionContext): Promise<void> {
  try {
    await callCartShim('merge-cart', ctx.locale, {});
  } catch (error) {
    if (!(error instanceof CartUnavailable)) throw error;
  }
}
