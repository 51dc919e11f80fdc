import { toStoreCode } from '@cadence/server-kit/storefronts';
import { randomBytes } from 'node:crypto';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import { fromMinor } from '../../shared/money';
import { RateLimitedError } from '../../shared/rate-limiter';
import type { CartOrigin, CartScope } from '../cart/cart.types';
import { applicationExpiry, MAX_UNITS_AWAITING_FINANCE } from '../finance/finance-application.rules';
import { lenderApplicationUrl } from '../finance/finance-lender';
import { FINANCE_CURRENCY } from '../finance/finance.rules';
import type { FinancePlan, FinancePlanProblem } from '../finance/finance.service';
import type { Order, OrderFinanceTerms } from '../orders/orders.types';
import type { Authorisation } from '../payments/payments.port';
import type { Certificate } from '../payments/payments.types';
import type { CheckoutCardPayments } from './card-payments.service';
import type { CheckoutViews } from './checkout-view';
import { CheckoutError } from './checkout.errors';
import { checkoutMessage, type CheckoutMessageKey } from './checkout.messages';
import {
  isValidIdempotencyKey,
  livePaymentActionsSince,
  orderNumberFrom,
  paymentMethodRefusal,
  paymentSplit,
  requireCustomer,
} from './checkout.rules';
import type { CheckoutDependencies } from './checkout.service';
import type { Checkout, CheckoutAddress, PlaceOrderInput, PlaceOrderOutcome } from './checkout.types';
import { sendOrderConfirmation, writeOrder } from './order-writer';

const CERTIFICATE_MESSAGES = {
  CERTIFICATE_NOT_FOUND: 'certificateNotFound',
  CERTIFICATE_USED: 'certificateUsed',
  CERTIFICATE_EXPIRED: 'certificateExpired',
  CERTIFICATE_CURRENCY: 'certificateCurrency',
  CERTIFICATE_TOO_MANY_TRIES: 'certificateTooManyTries',
} as const satisfies Record<string, CheckoutMessageKey>;

const FINANCE_MESSAGES = {
  unavailable: 'financeUnavailable',
  currency: 'financeUnavailable',
  product: 'financeProduct',
  too_many_open: 'financeTooManyOpen',
  too_many_units: 'financeTooManyUnits',
} as const satisfies Record<FinancePlanProblem, CheckoutMessageKey>;

/** Why an order cannot be paid by finance, as the shopper is told. */
const financeRefusal = (problem: FinancePlanProblem): CheckoutError =>
  new CheckoutError('FINANCE_UNAVAILABLE', FINANCE_MESSAGES[problem], { max: MAX_UNITS_AWAITING_FINANCE });

/** Thrown inside the order transaction when another request already holds the idempotency key. */
class RepeatedAttempt extends Error {}

/**
 * A place among the finance orders of a client network (FINANCE_ORDERS_PER_ADDRESS), once an
 * attempt has taken one: kept only when the attempt makes its order.
 */
type FinancePlace = { network: string | null; kept: boolean };

/**
 * Placing an order in the shop's own checkout: idempotent per attempt key; stock taken by a guarded
 * update that cannot go below zero; a card authorised first and captured as the last step of the
 * order's transaction (after everything that can refuse the order), released when no order is made,
 * refunded if the provider captured it all the same; a finance order opens its application with the
 * order and sends the shopper to the lender.
 */
export class OrderPlacementService {
  constructor(
    private readonly deps: CheckoutDependencies,
    private readonly clock: () => Date,
    private readonly views: CheckoutViews,
    private readonly cards: CheckoutCardPayments,
  ) {}

  /**
   * Places the order. Expected failures are answered, not thrown: a declined card, a sold-out
   * line (named; nothing else in the cart is lost), a missing step. The same attempt key always
   * answers the same order. An order paid by finance counts against the client address of `origin`
   * (FINANCE_ORDERS_PER_ADDRESS): past it, RATE_LIMITED with the wait. Every API caller passes the
   * origin; only in-process callers leave it out.
   */
  async placeOrder(maskedId: string, scope: CartScope, input: PlaceOrderInput, origin?: CartOrigin): Promise<PlaceOrderOutcome> {
    const place: FinancePlace = { network: null, kept: false };
    try {
      return await this.place(maskedId, scope, input, origin, place);
    } catch (error) {
      if (error instanceof CheckoutError) {
        const message = checkoutMessage(scope.store, error.key, error.params);
        if (error.code === 'RATE_LIMITED') {
          return { kind: 'refused', code: error.code, message, retryAfterSeconds: Number(error.params.seconds) };
        }
        return { kind: 'refused', code: error.code, message };
      }
      throw error;
    } finally {
      // Refused, failed, waiting for the card issuer or a repeat: no order holds the place.
      if (place.network && !place.kept) await this.giveBackFinancePlace(place.network);
    }
  }

  private async place(
    maskedId: string,
    scope: CartScope,
    input: PlaceOrderInput,
    origin: CartOrigin | undefined,
    place: FinancePlace,
  ): Promise<PlaceOrderOutcome> {
    const customerId = requireCustomer(scope);
    const key = input.idempotencyKey;
    if (!isValidIdempotencyKey(key)) throw new CheckoutError('BAD_USER_INPUT', 'invalidAttemptKey');
    const earlier = await this.deps.repository.findAttempt(customerId, key);
    if (earlier) return this.repeated(earlier, customerId);

    const now = this.clock();
    const { cart, cartId, stockNeeds } = await this.deps.cart.checkoutCart(maskedId, scope);
    const details = await this.deps.repository.details(cartId);
    const view = await this.views.view(cart, details, scope);
    // Standard delivery chosen earlier, to where the shop does not deliver in this currency: say why.
    const lostMethod =
      details.shippingMethod === 'standard' && !view.shippingMethod ? await this.views.noStandardDelivery(cart, scope) : null;
    this.views.assertReady(view, lostMethod);
    const shipping = view.collectionShop ? null : view.shippingAddress;
    // The cart was priced, and its delivery and bans checked, for the country the shopper is in now:
    // a delivery address saved while shopping in another country would get this country's rates.
    if (shipping) await this.views.assertAddressCountry(shipping, scope);
    const billing = view.billingSameAsShipping ? view.shippingAddress : view.billingAddress;
    if (!billing) throw new CheckoutError('MISSING_BILLING_ADDRESS', 'billingAddressMissing');

    if (input.finance && input.certificate) throw new CheckoutError('BAD_USER_INPUT', 'financeWithCertificate');
    let certificate: Certificate | null = null;
    if (input.certificate) {
      // Not looked up (nor counted as a guess) where the checkout does not offer Cycle to Work.
      if (!view.paymentMethods.includes('cycle_to_work')) throw paymentMethodRefusal('cycle_to_work');
      const found = await this.deps.payments.certificate(
        input.certificate.issuer,
        input.certificate.code,
        cart.currency,
        now,
        customerId,
        origin,
      );
      if (found.problem) {
        throw new CheckoutError('CERTIFICATE_INVALID', CERTIFICATE_MESSAGES[found.problem], {
          issuer: input.certificate.issuer.slice(0, 64),
        });
      }
      certificate = found.certificate;
    }
    const finance = await this.financePlan(view, scope, input, stockNeeds);
    // Before anything is charged or held: the network's place is taken first, so attempts placed
    // at once cannot all pass, and given back (placeOrder) unless this attempt makes its order.
    if (finance && origin) await this.takeFinancePlace(addressLimitKey(origin.clientIp), place);
    // Paying by finance, the card pays the deposit (nothing when there is none); the lender the rest.
    const split = finance
      ? { cardMinor: finance.repayments.depositMinor, certificateMinor: 0 }
      : paymentSplit(view.totalMinor, certificate?.amountMinor ?? null);
    const coupon = cart.appliedCoupon
      ? await this.deps.promotions.coupon(cart.appliedCoupon, { store: scope.store, currency: scope.currency, customerId })
      : null;
    const customer = await this.deps.customer.getCustomer(customerId);

    let authorisation: Authorisation | null = null;
    if (split.cardMinor > 0) {
      const answer = await this.cards.authorise(customerId, input, split.cardMinor, cart.currency, key, now, origin);
      if (answer.status === 'requires_action') {
        await this.deps.repository.recordPaymentAction(customerId, answer.reference, now);
        return { kind: 'action_required', paymentReference: answer.reference };
      }
      authorisation = answer;
    }

    const orderNumber = orderNumberFrom(randomBytes(8));
    // Paid by finance: the application opened with the order (the lender knows it by its id).
    const application = finance
      ? {
          id: randomBytes(18).toString('base64url'),
          store: scope.store,
          expiresAt: applicationExpiry(now),
        }
      : null;
    let order: Order;
    // Whether the charge's capture was asked for: past that, the provider may have taken it.
    let captureAsked = false;
    try {
      // The cart closes inside the order's transaction: none of its answers is kept until that ends.
      order = await this.deps.cart.changing(cartId, () =>
        this.deps.transaction(async (db) => {
          // First: a second request with this key waits here for the first to end, then stops.
          const repository = this.deps.repository.withDb(db);
          if (!(await repository.claimAttempt(customerId, key, orderNumber))) throw new RepeatedAttempt();
          // A confirmed payment pays for one order: a second order with its reference is refused.
          if (
            authorisation &&
            input.paymentReference &&
            !(await repository.consumePaymentAction(customerId, input.paymentReference, livePaymentActionsSince(now)))
          ) {
            throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
          }
          if (certificate && !(await this.deps.payments.redeemCertificate(db, certificate, orderNumber, now))) {
            throw new CheckoutError('CERTIFICATE_INVALID', 'certificateUsed');
          }
          const recorded = await writeOrder(this.deps, db, {
            cart,
            cartId,
            stockNeeds,
            couponId: coupon?.id ?? null,
            customerId,
            order: {
              number: orderNumber,
              store: scope.store,
              status: finance ? 'awaiting_finance' : 'paid',
              discountAmount: fromMinor(view.discountMinor),
              shippingAmount: fromMinor(view.shippingMinor),
              grandTotal: fromMinor(view.totalMinor),
              shippingMethod: view.shippingMethod,
              paymentMethod: finance
                ? 'finance'
                : certificate
                  ? split.cardMinor > 0
                    ? 'cycle_to_work_and_card'
                    : 'cycle_to_work'
                  : 'card',
              finance: finance ? financeTerms(finance, view.totalMinor) : null,
              shippingAddress: shipping ? withoutEmail(shipping) : null,
              billingAddress: withoutEmail(billing),
              certificate: certificate ? { issuer: certificate.issuer, amount: fromMinor(split.certificateMinor) } : null,
              email: customer.email,
              channel: 'shop',
              collectionShop: view.collectionShop?.code ?? null,
              paymentReference: authorisation?.reference ?? null,
              cardLast4: authorisation?.cardLast4 ?? null,
              createdAt: now,
            },
          });
          if (finance && application) {
            const refused = await this.deps.finance.openApplication(db, {
              ...application,
              orderNumber,
              customerId,
              productId: finance.product.productId,
              months: finance.product.months,
              apr: finance.product.apr,
              cashPrice: fromMinor(view.totalMinor),
              deposit: fromMinor(finance.repayments.depositMinor),
              loanAmount: fromMinor(finance.repayments.loanMinor),
              depositReference: authorisation?.reference ?? null,
              heldStock: stockNeeds.map(({ optionId, selectionId, quantity, name }) => ({
                optionId,
                selectionId,
                quantity,
                name,
              })),
              createdAt: now,
            });
            if (refused) throw financeRefusal(refused);
          }
          // Last, after every step that can refuse the order: a captured charge cannot be voided.
          if (authorisation) {
            captureAsked = true;
            await this.deps.payments.capture(db, authorisation, orderNumber, split.cardMinor);
          }
          return recorded;
        }),
      );
    } catch (error) {
      if (authorisation) {
        if (captureAsked) await this.giveBackCapture(authorisation.reference, orderNumber, split.cardMinor);
        else await this.deps.payments.release(authorisation.reference);
      }
      if (error instanceof RepeatedAttempt) {
        const number = await this.deps.repository.findAttempt(customerId, key);
        // The first request's order: its lender page again when it is paid by finance.
        if (number) return this.repeated(number, customerId);
      }
      throw error;
    }
    // The order is made: it keeps its network's place until the window ends.
    place.kept = true;
    const redirectUrl = application ? this.lenderUrl(application, order, customer) : null;
    // The confirmation goes out when the lender accepts; the shopper applies on the lender's page now.
    if (redirectUrl) return { kind: 'finance_application', orderNumber: order.number, redirectUrl };
    await sendOrderConfirmation(this.deps, order, customer.firstName, view.collectionShop);
    return { kind: 'placed', orderNumber: order.number, repeated: false };
  }

  /**
   * Takes a place among the finance orders of a client network; RATE_LIMITED (with the wait) when
   * none is left. A refused attempt's count is given back at once: the count stays the places held
   * (and those being taken), so a place given back by a failed order is free again.
   */
  private async takeFinancePlace(network: string, place: FinancePlace): Promise<void> {
    try {
      await this.deps.limits.consume('financeOrdersPerAddress', network);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      await this.giveBackFinancePlace(network);
      throw new CheckoutError('RATE_LIMITED', 'financeTooManyFromNetwork', error.wait);
    }
    place.network = network;
  }

  /** Gives a network's place back; a limiter that cannot take it back leaves the answer as it is (logged). */
  private async giveBackFinancePlace(network: string): Promise<void> {
    try {
      await this.deps.limits.giveBack('financeOrdersPerAddress', network);
    } catch (error) {
      console.error('[checkout] could not give back a finance order place', (error as Error).message);
    }
  }

  /**
   * After the order's transaction failed at or after the capture: the database rolled back, a
   * remote provider's capture did not, and a captured charge cannot be voided (`giveBack` refunds
   * it). Unless the order committed after all (only its acknowledgement was lost): then it is paid.
   * A failure to tell is logged and nothing given back (operations settle it by hand).
   */
  private async giveBackCapture(reference: string, orderNumber: string, amountMinor: number): Promise<void> {
    try {
      if (await this.deps.orders.byNumber(orderNumber)) return;
    } catch (error) {
      console.error('[checkout] could not tell whether an order was made for a capture', reference, (error as Error).message);
      return;
    }
    await this.deps.payments.giveBack(reference, amountMinor);
  }

  /** The same attempt again: its order, or the lender's page while its finance application is still open. */
  private async repeated(orderNumber: string, customerId: string): Promise<PlaceOrderOutcome> {
    const application = await this.deps.finance.applicationForOrder(orderNumber);
    if (application?.status === 'submitted' && application.expiresAt > this.clock()) {
      const [order, customer] = await Promise.all([
        this.deps.orders.byNumber(orderNumber),
        this.deps.customer.getCustomer(customerId),
      ]);
      const redirectUrl = order ? this.lenderUrl(application, order, customer) : null;
      if (redirectUrl) return { kind: 'finance_application', orderNumber, redirectUrl };
    }
    return { kind: 'placed', orderNumber, repeated: true };
  }

  /** The plan a finance payment asks for, checked against the order; null when the order is not paid by finance. */
  private async financePlan(
    view: Checkout,
    scope: CartScope,
    input: PlaceOrderInput,
    stockNeeds: readonly { quantity: number }[],
  ): Promise<FinancePlan | null> {
    if (!input.finance) {
      if (view.paymentMethod === 'finance') throw new CheckoutError('BAD_USER_INPUT', 'financeChoiceMissing');
      return null;
    }
    const { productId, depositPercent } = input.finance;
    if (typeof productId !== 'string' || productId.length > 32 || !Number.isFinite(depositPercent)) {
      throw new CheckoutError('BAD_USER_INPUT', 'financeChoiceMissing');
    }
    const answer = await this.deps.finance.plan(scope.countryCode, view.cart.currency, {
      priceMinor: view.totalMinor,
      productId,
      depositPercent,
      customerId: requireCustomer(scope),
      units: stockNeeds.reduce((sum, need) => sum + need.quantity, 0),
    });
    if ('problem' in answer) throw financeRefusal(answer.problem);
    return answer.plan;
  }

  /**
   * The lender's application page for an order's application (signed hand-off), or null when the
   * order no longer waits for the lender (operations may have cancelled it meanwhile).
   */
  private lenderUrl(
    application: { id: string; store: string; expiresAt: Date },
    order: Order,
    customer: { firstName: string; lastName: string; email: string },
  ): string | null {
    const orderNumber = order.number;
    const terms = order.status === 'awaiting_finance' ? order.finance : null;
    if (!terms) return null;
    const store = toStoreCode(application.store);
    return lenderApplicationUrl(this.deps.lender, {
      application: application.id,
      order_number: orderNumber,
      locale: store,
      currency: FINANCE_CURRENCY,
      cash_price: terms.cashPrice,
      deposit: terms.deposit,
      loan_amount: terms.loanAmount,
      product_id: terms.productId,
      product_name: terms.productName,
      months: terms.months,
      apr: terms.apr,
      monthly_repayment: terms.monthlyRepayment,
      final_payment: terms.finalPayment,
      payments: terms.payments,
      total_repayable: terms.totalRepayable,
      applicant: { first_name: customer.firstName, last_name: customer.lastName, email: customer.email },
      return_url: `${this.deps.siteUrls[store]}/checkout/finance-return/?application=${encodeURIComponent(application.id)}`,
      expires_at: application.expiresAt.toISOString(),
    });
  }
}

const withoutEmail = ({ email: _email, ...address }: CheckoutAddress) => address;

/** The loan as the order records it (pounds). */
function financeTerms(plan: FinancePlan, totalMinor: number): OrderFinanceTerms {
  const r = plan.repayments;
  return {
    productId: plan.product.productId,
    productName: plan.product.name,
    months: r.months,
    apr: r.apr,
    interestRate: r.interestRate,
    cashPrice: fromMinor(totalMinor),
    depositPercent: plan.depositPercent,
    deposit: fromMinor(r.depositMinor),
    loanAmount: fromMinor(r.loanMinor),
    monthlyRepayment: fromMinor(r.monthlyMinor),
    finalPayment: fromMinor(r.finalMinor),
    payments: r.payments,
    totalRepayable: fromMinor(r.totalRepayableMinor),
    totalPayable: fromMinor(r.totalPayableMinor),
    arrangementFee: fromMinor(r.arrangementFeeMinor),
  };
}
