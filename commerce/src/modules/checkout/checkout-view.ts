import { localised } from '@cadence/server-kit/storefronts';
import { cartTotal } from '../cart/cart.rules';
import type { Cart, CartScope } from '../cart/cart.types';
import { deliversCart } from '../shipping/shipping.rules';
import type { Shop } from '../store/store.types';
import { CheckoutError } from './checkout.errors';
import { assertCheckoutable, checkoutRoute, offeredPaymentMethods, SHIPPING_METHODS, type CheckoutRoute } from './checkout.rules';
import type { CheckoutDependencies } from './checkout.service';
import { shippingForMethod } from './checkout.shipping';
import type { Checkout, CheckoutAddress, CheckoutDetails } from './checkout.types';

/**
 * A cart in checkout as the shopper sees it (`view`: the choices still valid, what can be chosen,
 * the totals with the chosen delivery) and the checks every checkout use case shares on it: whether
 * an order is ready to place, whether an address is in the shopper's country, why standard delivery
 * is not offered. Reads reference data (rates, stores, countries, flags, finance products) only.
 */
export class CheckoutViews {
  constructor(private readonly deps: Pick<CheckoutDependencies, 'store' | 'shipping' | 'finance'>) {}

  /**
   * Every step an order in the shop's checkout needs, with the first one missing named: this is the
   * checkout for the shopper's country (else the partner's), the cart can be checked out at all
   * (`assertCheckoutable`, as the partner's checkout asks too), then delivery (`lostMethod`: why the
   * delivery method chosen earlier is no longer offered, when it says more than "choose one").
   */
  assertReady(view: Checkout, lostMethod: CheckoutError | null = null): void {
    if (view.route === 'partner') {
      throw new CheckoutError('PARTNER_CHECKOUT', 'usePartner', { country: view.countryCode ?? '' });
    }
    assertCheckoutable(view.cart);
    if (!view.shippingMethod) throw lostMethod ?? new CheckoutError('MISSING_SHIPPING_METHOD', 'shippingMethodMissing');
    if (!view.shippingOptions.find((o) => o.code === view.shippingMethod)?.available) {
      throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shippingMethodUnavailable');
    }
    if (view.shippingMethod === 'click_and_collect' && !view.collectionShop) {
      throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shopMissing');
    }
    if (view.shippingMethod !== 'click_and_collect' && !view.shippingAddress) {
      throw new CheckoutError('MISSING_SHIPPING_ADDRESS', 'shippingAddressMissing');
    }
  }

  /**
   * Where a cart would check out (the shop's own checkout or the partner's), the shop's stores in
   * the shopper's country, and the delivery methods the shop's checkout offers it, with their prices.
   * Reference data only (rates, stores, countries, flags): nothing of the cart is read again.
   */
  async offer(
    cart: Cart,
    scope: Pick<CartScope, 'countryCode'>,
  ): Promise<{ route: CheckoutRoute; countryShops: Shop[]; shippingOptions: Checkout['shippingOptions'] }> {
    const [shops, countries, nextDay] = await Promise.all([
      this.deps.store.shops(),
      scope.countryCode ? this.deps.store.findCountries([scope.countryCode]) : Promise.resolve([]),
      this.deps.shipping.rate(scope.countryCode, 'next_day'),
    ]);
    const country = countries[0] ?? null;
    const route: CheckoutRoute = country ? checkoutRoute(country, await this.deps.store.crossBorderCheckout(country)) : 'shop';
    const countryShops = shops.filter((shop) => shop.countryCode === scope.countryCode);
    const shippingOptions = SHIPPING_METHODS.map((code) => {
      const amount = shippingForMethod(code, cart, { nextDay }, countryShops.length);
      return { code, amountMinor: amount ?? 0, available: amount !== null && cart.items.length > 0 };
    });
    return { route, countryShops, shippingOptions };
  }

  async view(cart: Cart, details: CheckoutDetails, scope: CartScope): Promise<Checkout> {
    const { route, countryShops, shippingOptions } = await this.offer(cart, scope);
    const chosen = shippingOptions.find((o) => o.code === details.shippingMethod && o.available);
    const totals = cartTotal({
      subtotalMinor: cart.subtotalMinor,
      discounts: cart.discounts,
      shippingMinor: chosen?.amountMinor ?? cart.shippingMinor,
    });
    const financeAvailable =
      route === 'shop' &&
      cart.items.length > 0 &&
      (await this.deps.finance.qualifies(scope.countryCode, cart.currency, totals.totalMinor));
    const paymentMethods = offeredPaymentMethods({ countryCode: scope.countryCode, currency: cart.currency, financeAvailable });
    return {
      cart,
      route,
      countryCode: scope.countryCode,
      shippingAddress: details.shippingAddress,
      billingAddress: details.billingSameAsShipping ? details.shippingAddress : details.billingAddress,
      billingSameAsShipping: details.billingSameAsShipping,
      shippingMethod: chosen ? chosen.code : null,
      collectionShop:
        chosen?.code === 'click_and_collect' ? (countryShops.find((s) => s.code === details.collectionShop) ?? null) : null,
      // A choice no longer offered (the cart, its total or the shopper's country changed) is not kept.
      paymentMethod: details.paymentMethod && paymentMethods.includes(details.paymentMethod) ? details.paymentMethod : null,
      paymentMethods,
      shippingOptions,
      shops: countryShops,
      shippingMinor: totals.shippingMinor,
      discountMinor: totals.discountMinor,
      totalMinor: totals.totalMinor,
    };
  }

  /**
   * A delivery address must be in the country the shopper is shopping in: the cart's prices,
   * delivery rates, product bans and checkout route all follow that country (spec: location).
   */
  async assertAddressCountry(address: Pick<CheckoutAddress, 'countryCode'>, scope: CartScope): Promise<void> {
    if (!scope.countryCode || address.countryCode === scope.countryCode) return;
    throw new CheckoutError('ADDRESS_COUNTRY', 'addressCountry', { country: await this.countryName(scope) });
  }

  /**
   * Why standard delivery is not offered for a cart, when the reason is that the shop does not
   * deliver it to the shopper's country in its currency (the cart's `shippingStatus`); null otherwise.
   */
  async noStandardDelivery(cart: Cart, scope: CartScope): Promise<CheckoutError | null> {
    if (cart.items.length === 0 || deliversCart(cart.shippingStatus)) return null;
    return new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'noDeliveryRate', {
      country: await this.countryName(scope),
      currency: cart.currency,
    });
  }

  /** The shopper's country as the storefront names it. */
  private async countryName(scope: CartScope): Promise<string> {
    if (!scope.countryCode) return '';
    const [country] = await this.deps.store.findCountries([scope.countryCode]);
    return localised(country?.names, scope.store, scope.countryCode);
  }
}
