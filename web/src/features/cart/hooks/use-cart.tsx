import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import { callCartShim, CartUnavailable } from '../cart-api';
import type { CartView } from '../cart.rules';
import type { CartActionContext } from './cart-actions';

type CartActions = typeof import('./cart-actions');

export type CartItemRequest = { sku: string; quantity: number; parent_sku?: string };

/** The outcome of a cart action: whether it went through, and what to tell the shopper. */
export type CartActionResult = { ok: boolean; messages: string[] };

type CartState = {
  /** The cart, null while there is none (or before it loaded). */
  cart: CartView | null;
  /** 'loading' until the first fetch after the page rendered (spec §2: the cart loads after first render), except on the cart page, which is rendered with it. */
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
 * cart drawer (spec §4), except where the caller goes on to the review page. The cart page, private
 * to the shopper, is rendered with the cart (`served`: null when they have none), which then needs
 * no fetch; undefined means the page did not read it. Only the first page's cart is taken: after
 * that the cart here is the one the shopper's last change answered with, newer than any page read
 * before it.
 */
export function CartProvider({ children, served }: { children: React.ReactNode; served?: CartView | null }): React.JSX.Element {
  const { locale = 'en-GB' } = useRouter();
  const { openMenu } = useMenuState();
  const [cart, setCart] = useState<CartView | null>(served ?? null);
  const [status, setStatus] = useState<'loading' | 'ready'>(served === undefined ? 'loading' : 'ready');
  const readByServer = useRef(served !== undefined);
  const [messages, setMessages] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const cartRef = useRef<CartView | null>(null);
  cartRef.current = cart;

  const { t } = useTranslation('shell');
  const unavailable = useCallback(() => t('shell.cart.unavailable'), [t]);

  // The changes' code comes with the first change (cart-actions.ts); until it is there the cart
  // already counts as busy, so a second press cannot send the same change twice.
  const context = useRef<CartActionContext | null>(null);
  context.current = { locale, cart: cartRef, setCart, setMessages, setPending, openMenu, unavailable };
  const act = useCallback(<R,>(work: (actions: CartActions, ctx: CartActionContext) => Promise<R>): Promise<R> => {
    setPending(true);
    return import('./cart-actions').then(
      (actions) => work(actions, context.current!),
      (error: unknown) => {
        setPending(false);
        throw error;
      },
    );
  }, []);

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
    if (readByServer.current) {
      readByServer.current = false;
      return undefined;
    }
    // In a task of its own: starting the page's first request is 2 ms of the main thread (a bike
    // page's profile, unthrottled), which would otherwise land in the hydration's commit.
    const start = setTimeout(() => void refresh(), 0);
    return () => clearTimeout(start);
  }, [refresh]);

  const addItems = useCallback<CartState['addItems']>(
    (items, options) => act((actions, ctx) => actions.addItems(ctx, items, options)),
    [act],
  );
  const updateQuantity = useCallback<CartState['updateQuantity']>(
    (uid, quantity) => act((actions, ctx) => actions.updateQuantity(ctx, uid, quantity)),
    [act],
  );
  const removeItem = useCallback<CartState['removeItem']>((uid) => act((actions, ctx) => actions.removeItem(ctx, uid)), [act]);
  const applyCoupon = useCallback<CartState['applyCoupon']>(
    (code) => act((actions, ctx) => actions.applyCoupon(ctx, code)),
    [act],
  );
  const removeCoupon = useCallback<CartState['removeCoupon']>(() => act((actions, ctx) => actions.removeCoupon(ctx)), [act]);
  const mergeAfterSignIn = useCallback(async () => {
    const { mergeCarts } = await import('./cart-actions');
    await mergeCarts(context.current!);
    await refresh();
  }, [refresh]);
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
