import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import { callCartShim, cartOf, CartUnavailable, messagesOf, type CartShimAnswer } from '../cart-api';
import { pushCartEvent } from '../cart-analytics';
import type { CartView } from '../cart.rules';

export type CartItemRequest = { sku: string; quantity: number; parent_sku?: string };

/** The outcome of a cart action: whether it went through, and what to tell the shopper. */
export type CartActionResult = { ok: boolean; messages: string[] };

type CartState = {
  /** The cart, null while there is none (or before it loaded). */
  cart: CartView | null;
  /** 'loading' until the first fetch after the page rendered (spec §2: the cart loads after first render). */
  status: 'loading' | 'ready';
  /** What the last action had to say (an error, a refused line, a dropped coupon). */
  messages: string[];
  pending: boolean;
  addItems(items: CartItemRequest[], options?: { bike?: boolean; openDrawer?: boolean }): Promise<CartActionResult>;
  updateQuantity(uid: string, quantity: number): Promise<CartActionResult>;
  removeItem(uid: string): Promise<CartActionResult>;
  applyCoupon(code: string): Promise<CartActionResult>;
  removeCoupon(): Promise<CartActionResult>;
  /** After sign-in: the guest cart moves into the customer's cart (spec §4). */
  mergeAfterSignIn(): Promise<void>;
  /** After sign-out: the local cart goes (the cookie is cleared by the server). */
  forget(): void;
  refresh(): Promise<void>;
  clearMessages(): void;
};

const CartContext = createContext<CartState | null>(null);

/**
 * The shopper's cart in the browser. It is fetched after the page rendered, so every catalogue page
 * is the same HTML for every shopper (and stays in the page cache); every change goes through the
 * cart shims, which keep the cart id in an HttpOnly cookie. Adding an item or a failure opens the
 * cart drawer (spec §4), except where the caller goes on to the review page.
 */
export function CartProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { locale = 'en-GB' } = useRouter();
  const { openMenu } = useMenuState();
  const [cart, setCart] = useState<CartView | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [messages, setMessages] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const cartRef = useRef<CartView | null>(null);
  cartRef.current = cart;

  const { t } = useTranslation('cart');
  const unavailable = useCallback(() => t('cart.unavailable'), [t]);

  const run = useCallback(
    async (
      work: () => Promise<CartShimAnswer>,
      options: { openDrawerOnError?: boolean } = {},
    ): Promise<CartActionResult & { answer?: CartShimAnswer }> => {
      setPending(true);
      try {
        const answer = await work();
        const next = cartOf(answer);
        if (next !== undefined) setCart(next);
        const said = messagesOf(answer);
        setMessages(said);
        if (said.length && options.openDrawerOnError) openMenu('cart');
        return { ok: !answer.error && !(answer.addProductsToCart?.user_errors.length ?? 0), messages: said, answer };
      } catch (error) {
        if (!(error instanceof CartUnavailable)) throw error;
        const said = [unavailable()];
        setMessages(said);
        if (options.openDrawerOnError) openMenu('cart');
        return { ok: false, messages: said };
      } finally {
        setPending(false);
      }
    },
    [openMenu, unavailable],
  );

  // A fetched cart (the one the page loads with, or after sign-in) is not urgent: a transition lets
  // React go on hydrating the page in slices. An urgent update while the page hydrates would make
  // React hydrate every part that shows the cart (the header, the product cards) at once, in one
  // long task. A shopper's own change that lands meanwhile still wins: React applies updates in
  // the order they were made.
  const refresh = useCallback(async () => {
    let next: CartView | null | undefined;
    try {
      next = (await callCartShim('fetch-cart', locale)).cart ?? null;
    } catch (error) {
      if (!(error instanceof CartUnavailable)) throw error;
    } finally {
      startTransition(() => {
        if (next !== undefined) setCart(next);
        setStatus('ready');
      });
    }
  }, [locale]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const addItems = useCallback<CartState['addItems']>(
    async (items, options = {}) => {
      const before = cartRef.current;
      const result = await run(() => callCartShim(options.bike ? 'add-bike' : 'add-item', locale, { cartItems: items }), {
        openDrawerOnError: true,
      });
      const after = result.answer ? cartOf(result.answer) : null;
      if (result.ok && after) {
        const added = after.items.filter(
          (line) => !before?.items.some((old) => old.uid === line.uid && old.quantity === line.quantity),
        );
        pushCartEvent('add_to_cart', after, added);
        if (options.openDrawer !== false) openMenu('cart');
      }
      return { ok: result.ok, messages: result.messages };
    },
    [locale, run, openMenu],
  );

  /** A line's quantity changes (to 0: it goes); the units that went are a GA4 remove_from_cart. */
  const changeLine = useCallback(
    async (uid: string, quantity: number, call: () => Promise<CartShimAnswer>): Promise<CartActionResult> => {
      const before = cartRef.current?.items.find((line) => line.uid === uid);
      const result = await run(call);
      if (result.ok && before && quantity < before.quantity && cartRef.current) {
        pushCartEvent('remove_from_cart', cartRef.current, [{ ...before, quantity: before.quantity - quantity }]);
      }
      return { ok: result.ok, messages: result.messages };
    },
    [run],
  );
  const updateQuantity = useCallback<CartState['updateQuantity']>(
    (uid, quantity) =>
      changeLine(uid, quantity, () => callCartShim('update-cart', locale, { items: [{ cart_item_uid: uid, quantity }] })),
    [changeLine, locale],
  );
  const removeItem = useCallback<CartState['removeItem']>(
    (uid) => changeLine(uid, 0, () => callCartShim('remove-item', locale, { cartItemId: uid })),
    [changeLine, locale],
  );

  const applyCoupon = useCallback<CartState['applyCoupon']>(
    async (code) =>
      run(() => callCartShim('apply-coupon', locale, { couponCode: code })).then(({ ok, messages }) => ({ ok, messages })),
    [locale, run],
  );
  const removeCoupon = useCallback<CartState['removeCoupon']>(
    async () => run(() => callCartShim('remove-coupon', locale)).then(({ ok, messages }) => ({ ok, messages })),
    [locale, run],
  );
  const mergeAfterSignIn = useCallback(async () => {
    try {
      await callCartShim('merge-cart', locale, {});
    } catch (error) {
      if (!(error instanceof CartUnavailable)) throw error;
    }
    await refresh();
  }, [locale, refresh]);
  const forget = useCallback(() => setCart(null), []);
  const clearMessages = useCallback(() => setMessages([]), []);

  const value = useMemo<CartState>(
    () => ({
      cart,
      status,
      messages,
      pending,
      addItems,
      updateQuantity,
      removeItem,
      applyCoupon,
      removeCoupon,
      mergeAfterSignIn,
      forget,
      refresh,
      clearMessages,
    }),
    [
      cart,
      status,
      messages,
      pending,
      addItems,
      updateQuantity,
      removeItem,
      applyCoupon,
      removeCoupon,
      mergeAfterSignIn,
      forget,
      refresh,
      clearMessages,
    ],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside CartProvider');
  return state;
}
