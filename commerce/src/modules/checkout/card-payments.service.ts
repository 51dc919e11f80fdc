import { addressLimitKey } from '@cadence/server-kit/client-address';
import { RateLimitedError, type LimitTry } from '../../shared/rate-limiter';
import type { CartOrigin, CartScope } from '../cart/cart.types';
import type { Authorisation } from '../payments/payments.port';
import { cardProblems, isChargeFor } from '../payments/payments.rules';
import { CheckoutError } from './checkout.errors';
import { CARD_DECLINES_PER_CUSTOMER, livePaymentActionsSince, requireCustomer } from './checkout.rules';
import type { CheckoutDependencies, CheckoutLimitName } from './checkout.service';
import type { PlaceOrderInput } from './checkout.types';

/** A card try counted under one limit: the limit's name and the key (a customer, a client network). */
type CardTry = LimitTry<CheckoutLimitName>;

/**
 * The counts a card try is taken from: the customer's, and the client network's (every API caller
 * passes `origin`). An authorised payment's try goes back to the network it is confirmed from.
 */
function cardTries(customerId: string, origin: CartOrigin | undefined): CardTry[] {
  const tries: CardTry[] = [['cardDeclinesPerCustomer', customerId]];
  if (origin) tries.push(['cardDeclinesPerAddress', addressLimitKey(origin.clientIp)]);
  return tries;
}

/**
 * Checkout's card payments: a card's authorisation for an order, the shopper's answer to the card
 * issuer's confirmation (3-D Secure), the sweep of confirmations nobody finished, and the one rule
 * of the card decline limits every call to the provider about a card goes through (`cardTry`).
 */
export class CheckoutCardPayments {
  constructor(
    private readonly deps: Pick<CheckoutDependencies, 'repository' | 'payments' | 'limits'>,
    private readonly clock: () => Date,
  ) {}

  /**
   * The shopper's answer to the card issuer's confirmation step (the sandbox's stand-in for 3-D
   * Secure): true when the payment is now authorised. The answer goes to the provider as a card
   * try (`cardTry`): a payment the issuer declines counts against the card decline limits, once,
   * and past them RATE_LIMITED (with the wait) before anything is sent. Every API caller passes
   * `origin` (the client network's count); only in-process callers leave it out.
   */
  async confirm(scope: CartScope, reference: string, approved: boolean, origin?: CartOrigin): Promise<boolean> {
    const customerId = requireCustomer(scope);
    // Only the customer whose checkout started the payment answers for it (anyone else: false, nothing counted).
    const since = livePaymentActionsSince(this.clock());
    if (!(await this.deps.repository.ownsPaymentAction(customerId, reference, since))) return false;
    const answer = await this.cardTry(customerId, origin, { confirmation: reference }, () =>
      this.deps.payments.confirm(reference, approved),
    );
    return answer?.status === 'authorised';
  }

  /**
   * Lapses payment confirmations nobody finished within PAYMENT_ACTION_TTL_MS (they can no longer be
   * confirmed or pay for an order, whatever this sweep does): what the provider still holds for one
   * (authorised, or still waiting for the shopper, who may yet answer the issuer) is released, and
   * the row is forgotten only once that is settled, so a lookup or release that fails is tried again
   * by the next sweep. Replicas may sweep at once: a payment released twice is released once.
   * Answers how many were settled.
   */
  async lapsePaymentActions(batch = 100): Promise<number> {
    const before = livePaymentActionsSince(this.clock());
    let settled = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.deps.repository.lapsedPaymentActions(before, batch, after);
      for (const reference of page) {
        if (await this.settleLapsedPayment(reference)) {
          await this.deps.repository.removeLapsedPaymentAction(reference, before);
          settled++;
        }
      }
      if (page.length < batch) return settled;
      after = page[page.length - 1];
    }
  }

  /** Whether nothing is held any more for a lapsed payment: released now, or already closed or declined. */
  private async settleLapsedPayment(reference: string): Promise<boolean> {
    let answer: Authorisation | null;
    try {
      answer = await this.deps.payments.lookup(reference);
    } catch (error) {
      console.error('[checkout] could not look up a lapsed payment', reference, (error as Error).message);
      return false;
    }
    if (!answer || answer.status === 'closed' || answer.status === 'declined') return true;
    return this.deps.payments.release(reference);
  }

  /**
   * The card payment for an order's `amountMinor`, as a card try (`cardTry`): a payment the shopper
   * has confirmed with the issuer (`input.paymentReference`, only one this customer's checkout
   * started), or the card typed now (checked first, then authorised under the attempt's key).
   * Refused as PAYMENT_REQUIRED, INVALID_CARD or PAYMENT_DECLINED; `requires_action` is answered.
   */
  async authorise(
    customerId: string,
    input: PlaceOrderInput,
    amountMinor: number,
    currency: string,
    key: string,
    now: Date,
    origin: CartOrigin | undefined,
  ): Promise<Authorisation> {
    const reference = input.paymentReference;
    if (reference) {
      // Only a payment this customer's checkout started and no order has taken yet.
      const own = await this.deps.repository.ownsPaymentAction(customerId, reference, livePaymentActionsSince(now));
      // The issuer's answer as the provider has it now: a decline learnt here (the shopper came back
      // from a real provider's 3-D Secure page) counts as one learnt at the confirmation does, once.
      const answer = own
        ? await this.cardTry(customerId, origin, { confirmation: reference }, () => this.deps.payments.lookup(reference))
        : null;
      if (!answer || !isChargeFor(answer, amountMinor, currency)) {
        throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
      }
      if (answer.status === 'declined') throw new CheckoutError('PAYMENT_DECLINED', 'authenticationFailed');
      // Captured, voided or refunded: nothing left to take (not yet confirmed is asked again).
      if (answer.status === 'closed') throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
      return answer;
    }
    const card = input.card;
    if (!card) throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
    const problems = cardProblems(card, now);
    const first = problems.number ?? problems.expiry ?? problems.cvc;
    if (first) throw new CheckoutError('INVALID_CARD', first);
    const answer = await this.cardTry(customerId, origin, {}, () =>
      this.deps.payments.authorise(card, amountMinor, currency, key),
    );
    if (answer.status === 'declined') {
      throw new CheckoutError(
        'PAYMENT_DECLINED',
        answer.declineCode === 'insufficient_funds' ? 'insufficientFunds' : 'paymentDeclined',
      );
    }
    return answer;
  }

  /**
   * The one rule of the card decline limits (CARD_DECLINES_PER_CUSTOMER / _ADDRESS), for every call
   * that asks the provider about a card: a card's authorisation, the shopper's answer to the issuer's
   * confirmation (3-D Secure), a confirmed payment's outcome.
   *
   * - A card sent to the provider takes a try first, so cards sent at once cannot all pass (past a
   *   limit: RATE_LIMITED with the wait, and the provider is not asked). The try is kept when the
   *   card is declined, and when the issuer asks to confirm the payment: such a payment counts as a
   *   decline from then (its row, recordPaymentAction) until it is authorised, so a card tester who
   *   never answers the issuer is stopped as one whose cards are declined. Otherwise it is given back.
   * - A payment the issuer was asked to confirm (`confirmation`, its reference) took its try with its
   *   card: answering the issuer or looking it up probes no new card and takes none, even at the
   *   limit. Declined there, it stays the one decline it was, however often it is confirmed, at once
   *   or again, or looked up; authorised, its try is given back, once (uncountDecline).
   */
  private async cardTry<A extends Authorisation | null>(
    customerId: string,
    origin: CartOrigin | undefined,
    of: { confirmation?: string },
    ask: () => Promise<A>,
  ): Promise<A> {
    const payment = of.confirmation;
    const tries = payment === undefined ? await this.takeCardTry(customerId, origin) : [];
    let kept = false;
    try {
      const answer = await ask();
      if (payment === undefined) {
        kept = answer?.status === 'declined' || answer?.status === 'requires_action';
      } else if (answer?.status === 'declined') {
        // Counted already from the issuer's request; a payment confirmed before this rule counts here.
        if (await this.deps.repository.countDecline(payment, this.clock())) await this.countCardTry(customerId, origin);
      } else if (answer?.status === 'authorised') {
        const windowStart = new Date(this.clock().getTime() - CARD_DECLINES_PER_CUSTOMER.durationSeconds * 1000);
        if (await this.deps.repository.uncountDecline(payment, windowStart)) {
          await this.giveBackCardTry(cardTries(customerId, origin));
        }
      }
      return answer;
    } finally {
      if (!kept) await this.giveBackCardTry(tries);
    }
  }

  /** Counts a decline learnt after the provider was asked: past the limit or not, it counts. */
  private async countCardTry(customerId: string, origin: CartOrigin | undefined): Promise<void> {
    for (const one of cardTries(customerId, origin)) {
      try {
        await this.deps.limits.consume(...one);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
      }
    }
  }

  /**
   * Takes a card try for the customer and the client network (CARD_DECLINES_PER_CUSTOMER / _ADDRESS);
   * RATE_LIMITED (with the wait) past either, with what it took given back (a refused count counts too).
   */
  private async takeCardTry(customerId: string, origin: CartOrigin | undefined): Promise<CardTry[]> {
    const tries = cardTries(customerId, origin);
    try {
      await this.deps.limits.consumeAll(tries);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new CheckoutError('RATE_LIMITED', 'tooManyDeclines', error.wait);
    }
    return tries;
  }

  /** Gives card tries back; a limiter that cannot take them back leaves the answer as it is (logged). */
  private giveBackCardTry(tries: readonly CardTry[]): Promise<void> {
    return this.deps.limits.giveBackAll(tries);
  }
}
