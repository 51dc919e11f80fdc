import { CartError } from '@cadence/commerce/modules/cart/cart.errors';
import type { CartScope } from '@cadence/commerce/modules/cart/cart.types';
import { CheckoutError } from '@cadence/commerce/modules/checkout/checkout.errors';
import { checkoutMessage, type CheckoutMessageKey } from '@cadence/commerce/modules/checkout/checkout.messages';
import type {
  Checkout,
  CheckoutAddress as CheckoutAddressModel,
  PaymentMethodCode,
} from '@cadence/commerce/modules/checkout/checkout.types';
import { CustomerError } from '@cadence/commerce/modules/customer/customer.errors';
import type { AddressInput } from '@cadence/commerce/modules/customer/customer.types';
import type { Shop } from '@cadence/commerce/modules/store/store.types';
import { fromMinor, type Minor } from '@cadence/commerce/shared/money';
import { localised } from '@cadence/server-kit/storefronts';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { shopperScope, type RequestContext } from '../../shared/context';
import { customerErrorToGraphQL, rateLimitedExtensions } from '../../shared/domain-errors';
import { cartScope, toGraphQLError as cartErrorToGraphQL } from './cart.errors';
import { toCart, type CartAnswer } from './cart.mappers';
import { Cart } from './cart.type';
import {
  BillingAddressInput,
  CartAddressInput,
  CartCheckout,
  CartOutput,
  CheckoutAddress,
  CheckoutRouteEnum,
  FinanceApplication,
  FinanceApplicationStatusEnum,
  PartnerCheckoutSession,
  PartnerCheckoutStatus,
  PaymentMethodCodeEnum,
  PickupLocation,
  PlaceOrderInput,
  PlaceOrderOutput,
  SetBillingAddressOnCartInput,
  SetPaymentMethodOnCartInput,
  SetShippingAddressesOnCartInput,
  SetShippingMethodsOnCartInput,
  ShippingMethodCodeEnum,
} from './checkout.type';

const money = (minor: Minor, currency: string) => ({ value: fromMinor(minor), currency });

/** A cart a checkout mutation answers, carrying the checkout it computed for `Cart.checkout`. */
type CartWithCheckout = CartAnswer & { computedCheckout?: CartCheckout };

/**
 * An expected checkout failure as a GraphQL error: the code for clients, the message in the
 * storefront's language; a rate limit answers HTTP 429 with Retry-After, as the cart's limits do.
 */
function checkoutError(code: string, message: string, retryAfterSeconds?: unknown): GraphQLError {
  const extensions: Record<string, unknown> = { code };
  if (code === 'RATE_LIMITED') Object.assign(extensions, rateLimitedExtensions(retryAfterSeconds));
  return new GraphQLError(message, { extensions });
}

/** Runs a checkout use case, turning its expected failures (checkout, cart, address) into GraphQL errors. */
async function checkoutCall<T>(ctx: RequestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CheckoutError) {
      throw checkoutError(error.code, checkoutMessage(ctx.store, error.key, error.params), error.params.seconds);
    }
    if (error instanceof CartError) throw cartErrorToGraphQL(error, ctx.store);
    if (error instanceof CustomerError) throw customerErrorToGraphQL(error, ctx.store);
    throw error;
  }
}

const toAddressInput = (address: CartAddressInput): AddressInput => ({
  firstName: address.firstname,
  lastName: address.lastname,
  email: address.email,
  telephone: address.telephone,
  street: address.street,
  city: address.city,
  postcode: address.postcode,
  region: address.region ?? null,
  countryCode: address.country_code.toUpperCase(),
});

const toAddress = (address: CheckoutAddressModel | null): CheckoutAddress | null =>
  address && {
    firstname: address.firstName,
    lastname: address.lastName,
    street: address.street,
    city: address.city,
    region: address.region,
    postcode: address.postcode,
    country_code: address.countryCode,
    telephone: address.telephone,
    email: address.email,
  };

const toPickupLocation = (shop: Shop, store: string): PickupLocation => ({
  pickup_location_code: shop.code,
  name: localised(shop.names, store, shop.code),
  street: shop.street,
  city: shop.city,
  postcode: shop.postcode,
  country_id: shop.countryCode,
});

/** The title a way to pay is listed with, in the storefront's language. */
const PAYMENT_METHOD_TITLES = {
  card: 'paymentCard',
  cycle_to_work: 'paymentCycleToWork',
  finance: 'paymentFinance',
} as const satisfies Record<PaymentMethodCode, CheckoutMessageKey>;

/** A checkout as the API answers it. */
function toCartCheckout(view: Checkout, store: string, issuers: string[]): CartCheckout {
  const currency = view.cart.currency;
  const methods = view.shippingOptions.map((option) => ({
    carrier_code: 'cadence',
    method_code: option.code as ShippingMethodCodeEnum,
    amount: money(option.amountMinor, currency),
    available: option.available,
  }));
  // The ways to pay commerce offers for this order (checkout.rules `offeredPaymentMethods`), as listed.
  const payments = view.paymentMethods.map((code) => ({
    code: code as PaymentMethodCodeEnum,
    title: checkoutMessage(store, PAYMENT_METHOD_TITLES[code]),
  }));
  return {
    route: view.route === 'partner' ? CheckoutRouteEnum.PARTNER : CheckoutRouteEnum.SHOP,
    shipping_address: toAddress(view.shippingAddress),
    billing_address: toAddress(view.billingAddress),
    billing_same_as_shipping: view.billingSameAsShipping,
    available_shipping_methods: methods,
    selected_shipping_method: methods.find((m) => m.method_code === (view.shippingMethod as string)) ?? null,
    pickup_locations: view.shops.map((shop) => toPickupLocation(shop, store)),
    selected_pickup_location: view.collectionShop ? toPickupLocation(view.collectionShop, store) : null,
    available_payment_methods: payments,
    selected_payment_method: payments.find((p) => p.code === (view.paymentMethod as string)) ?? null,
    certificate_issuers: issuers,
    totals: {
      subtotal: money(view.cart.subtotalMinor, currency),
      discount: money(view.discountMinor, currency),
      shipping: money(view.shippingMinor, currency),
      grand_total: money(view.totalMinor, currency),
    },
  };
}

/**
 * Checkout on the cart, with Magento's operation names and shapes (setShippingAddressesOnCart,
 * setBillingAddressOnCart, setShippingMethodsOnCart, setPaymentMethodOnCart, placeOrder), over the
 * commerce checkout module. Every mutation answers the cart; `Cart.checkout` shows the choices and
 * the totals with the chosen delivery. Signed-in customers only.
 */
@Resolver(() => Cart)
export class CheckoutResolver {
  @FieldResolver(() => CartCheckout, {
    nullable: true,
    description: 'The cart in checkout (signed-in customers; null for a guest, who must sign in first).',
  })
  async checkout(@Root() cart: CartWithCheckout, @Ctx() ctx: RequestContext): Promise<CartCheckout | null> {
    // A checkout mutation has just computed it: answered as is, not read and priced again.
    if (cart.computedCheckout) return cart.computedCheckout;
    const scope = await cartScope(ctx);
    if (!scope.customerId) return null;
    return checkoutCall(ctx, async () => {
      const [view, issuers] = await Promise.all([
        ctx.commerce.checkout.checkout(cart.id, scope),
        ctx.commerce.payments.issuers(),
      ]);
      return toCartCheckout(view, ctx.store, issuers);
    });
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether checkout has a way to get this cart to the shopper: a delivery method to their country or collection from a store there (the shop’s checkout), or the partner’s checkout where the shop delivers the cart. False (and for an empty cart): checkout would refuse the order for want of one, so the storefront offers no way to check out. Other refusals (a second bike, a line no longer available) are shown by the cart itself.',
  })
  async fulfilment_available(@Root() cart: CartAnswer, @Ctx() ctx: RequestContext): Promise<boolean> {
    return checkoutCall(ctx, async () => {
      const model = cart.model ?? (await ctx.commerce.cart.cart(cart.id, await cartScope(ctx)));
      return ctx.commerce.checkout.fulfils(model, await shopperScope(ctx));
    });
  }

  @Mutation(() => CartOutput, { description: 'Sets the delivery address (one): an address-book entry or a new address.' })
  async setShippingAddressesOnCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetShippingAddressesOnCartInput) input: SetShippingAddressesOnCartInput,
  ): Promise<CartOutput> {
    return this.change(ctx, async (scope) => {
      const [first] = input.shipping_addresses;
      if (input.shipping_addresses.length !== 1 || !first) throw badInput('shipping_addresses must hold exactly one address');
      if (first.customer_address_id != null) {
        return ctx.commerce.checkout.setShippingAddress(input.cart_id, scope, { addressId: first.customer_address_id });
      }
      if (!first.address) throw badInput('give customer_address_id or address');
      return ctx.commerce.checkout.setShippingAddress(input.cart_id, scope, {
        address: toAddressInput(first.address),
        saveInAddressBook: Boolean(first.address.save_in_address_book),
      });
    });
  }

  @Mutation(() => CartOutput, { description: 'Sets the billing address (by default the same as the delivery address).' })
  async setBillingAddressOnCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetBillingAddressOnCartInput) input: SetBillingAddressOnCartInput,
  ): Promise<CartOutput> {
    return this.change(ctx, (scope) => {
      const billing: BillingAddressInput = input.billing_address;
      if (billing.same_as_shipping)
        return ctx.commerce.checkout.setBillingAddress(input.cart_id, scope, { sameAsShipping: true });
      if (billing.customer_address_id != null) {
        return ctx.commerce.checkout.setBillingAddress(input.cart_id, scope, { addressId: billing.customer_address_id });
      }
      if (!billing.address) throw badInput('give same_as_shipping, customer_address_id or address');
      return ctx.commerce.checkout.setBillingAddress(input.cart_id, scope, { address: toAddressInput(billing.address) });
    });
  }

  @Mutation(() => CartOutput, { description: 'Chooses the delivery method (click and collect with its pickup_location_code).' })
  async setShippingMethodsOnCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetShippingMethodsOnCartInput) input: SetShippingMethodsOnCartInput,
  ): Promise<CartOutput> {
    return this.change(ctx, (scope) => {
      const [method] = input.shipping_methods;
      if (input.shipping_methods.length !== 1 || !method) throw badInput('shipping_methods must hold exactly one method');
      if (method.carrier_code !== 'cadence') throw badInput('carrier_code must be "cadence"');
      return ctx.commerce.checkout.setShippingMethod(
        input.cart_id,
        scope,
        method.method_code,
        method.pickup_location_code ?? null,
      );
    });
  }

  @Mutation(() => CartOutput, {
    description: 'Chooses how to pay: card, or a Cycle to Work certificate (and a card for any rest).',
  })
  async setPaymentMethodOnCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetPaymentMethodOnCartInput) input: SetPaymentMethodOnCartInput,
  ): Promise<CartOutput> {
    return this.change(ctx, (scope) => ctx.commerce.checkout.setPaymentMethod(input.cart_id, scope, input.payment_method.code));
  }

  @Mutation(() => PlaceOrderOutput, {
    description:
      'Places the order: idempotent per idempotency_key. Expected failures are in errors (a declined card, a sold-out line…); payment_action asks for the card issuer’s confirmation first.',
  })
  async placeOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
  ): Promise<PlaceOrderOutput> {
    return checkoutCall(ctx, async () => {
      const outcome = await ctx.commerce.checkout.placeOrder(
        input.cart_id,
        await cartScope(ctx),
        {
          idempotencyKey: input.idempotency_key,
          card: input.card
            ? {
                number: input.card.number,
                expiryMonth: input.card.expiry_month,
                expiryYear: input.card.expiry_year,
                cvc: input.card.cvc,
                holder: input.card.holder ?? null,
              }
            : null,
          paymentReference: input.payment_reference ?? null,
          certificate: input.certificate ? { issuer: input.certificate.issuer, code: input.certificate.code } : null,
          finance: input.finance ? { productId: input.finance.product_id, depositPercent: input.finance.deposit_percent } : null,
        },
        { clientIp: ctx.clientIp },
      );
      const none = { order: null, payment_action: null, finance_application: null, errors: [] };
      switch (outcome.kind) {
        case 'placed':
          return { ...none, order: { order_number: outcome.orderNumber } };
        case 'action_required':
          return {
            ...none,
            payment_action: {
              payment_reference: outcome.paymentReference,
              message: checkoutMessage(ctx.store, 'confirmPayment'),
            },
          };
        case 'finance_application':
          return { ...none, finance_application: { order_number: outcome.orderNumber, redirect_url: outcome.redirectUrl } };
        case 'refused':
          // A rate limit answers as every limit of the API does: an error of the request, 429 with the wait.
          if (outcome.code === 'RATE_LIMITED') throw checkoutError(outcome.code, outcome.message, outcome.retryAfterSeconds);
          return { ...none, errors: [{ code: outcome.code, message: outcome.message }] };
      }
    });
  }

  @Mutation(() => Boolean, {
    description:
      "The shopper's answer to the sandbox card provider's confirmation step (a real provider shows its own 3-D Secure page). True when the payment is now authorised. A declined confirmation counts as a declined card: past the limit, RATE_LIMITED (HTTP 429 with Retry-After) as placeOrder answers.",
  })
  async confirmSandboxPayment(
    @Ctx() ctx: RequestContext,
    @Arg('payment_reference', () => String) reference: string,
    @Arg('approved', () => Boolean) approved: boolean,
  ): Promise<boolean> {
    return checkoutCall(ctx, async () =>
      ctx.commerce.checkout.confirmPayment(await cartScope(ctx), reference, approved, { clientIp: ctx.clientIp }),
    );
  }

  @Mutation(() => PartnerCheckoutSession, {
    description:
      "Hands the signed-in customer's cart to the cross-border partner (countries it serves): a signed, expiring session; send the shopper to redirect_url.",
  })
  async startPartnerCheckout(
    @Ctx() ctx: RequestContext,
    @Arg('cart_id', () => String) cartId: string,
  ): Promise<PartnerCheckoutSession> {
    return checkoutCall(ctx, async () => {
      const { redirectUrl, expiresAt } = await ctx.commerce.partner.start(cartId, await cartScope(ctx));
      return { redirect_url: redirectUrl, expires_at: expiresAt.toISOString() };
    });
  }

  @Query(() => PartnerCheckoutStatus, {
    nullable: true,
    description: "A partner checkout of the signed-in customer (null for anyone else's or an unknown one).",
  })
  async partnerCheckoutStatus(
    @Ctx() ctx: RequestContext,
    @Arg('session', () => String) session: string,
  ): Promise<PartnerCheckoutStatus | null> {
    return checkoutCall(ctx, async () => {
      const status = await ctx.commerce.partner.status(session, await cartScope(ctx));
      return status ? { order_number: status.orderNumber, expired: status.expired } : null;
    });
  }

  @Query(() => FinanceApplication, {
    nullable: true,
    description:
      "The finance application paying an order of the signed-in customer (null for anyone else's or an unknown one): where the lender's decision stands.",
  })
  async financeApplication(
    @Ctx() ctx: RequestContext,
    @Arg('application', () => String) application: string,
  ): Promise<FinanceApplication | null> {
    return checkoutCall(ctx, async () => {
      const status = await ctx.commerce.financeDecisions.status(application, await cartScope(ctx));
      return status
        ? {
            order_number: status.orderNumber,
            status: status.status as FinanceApplicationStatusEnum,
            expired: status.expired,
          }
        : null;
    });
  }

  /** One checkout change, answered with the cart as it now is. */
  private async change(ctx: RequestContext, work: (scope: CartScope) => Promise<Checkout>): Promise<CartOutput> {
    return checkoutCall(ctx, async () => {
      const [view, issuers] = await Promise.all([work(await cartScope(ctx)), ctx.commerce.payments.issuers()]);
      const cart: CartWithCheckout = { ...toCart(view.cart), computedCheckout: toCartCheckout(view, ctx.store, issuers) };
      return { cart };
    });
  }
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
