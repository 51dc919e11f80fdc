import type { Db } from '../../db/client';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import { RateLimitedError, type LimitTry, type RateLimiter } from '../../shared/rate-limiter';
import { ttlMemo } from '../../shared/ttl-cache';
import type { Minor } from '../../shared/money';
import type { WebhookRefusal } from '../../shared/webhook';
import type { Authorisation, CardInput, CardPaymentProvider, PaymentEvent, ProviderCharge } from './payments.port';
import type { PaymentsRepository } from './payments.repository';
import { canMovePayment, fromProviderAmount, toProviderAmount, type PaymentStatus } from './payments.rules';
import type { Certificate, CertificateProblem } from './payments.types';

/** Longest certificate code or issuer name looked up at all. */
const MAX_CERTIFICATE_TEXT = 64;

/**
 * Certificate codes that cannot pay (unknown, used, expired, in another currency) a customer may try
 * per hour: guessing codes is not a way to pay, and a used or expired code found tells a guesser how
 * an issuer numbers its codes.
 */
export const CERTIFICATE_MISSES = { points: 10, durationSeconds: 3600 };
/**
 * The same per client network, over all its customers' accounts: a guesser gains nothing by
 * registering accounts (registerPerAddress allows 20 an hour) for ten more guesses each, while an
 * office behind one address keeps room for everyone's typos.
 */
export const CERTIFICATE_MISSES_PER_ADDRESS = { points: 30, durationSeconds: 3600 };
export type PaymentsLimitName = 'certificateMisses' | 'certificateMissesPerAddress';
export type PaymentsLimits = RateLimiter<PaymentsLimitName>;

/** The counts a certificate look-up is taken from: the customer's, and the client network's when the caller knows it. */
function certificateTries(customerId: string, origin: { clientIp: string } | undefined): LimitTry<PaymentsLimitName>[] {
  const tries: LimitTry<PaymentsLimitName>[] = [['certificateMisses', customerId]];
  if (origin) tries.push(['certificateMissesPerAddress', addressLimitKey(origin.clientIp)]);
  return tries;
}

/** What the shop answers the card provider's webhook: accepted (applied, or a replay acknowledged), or why not. */
export type PaymentWebhookOutcome = { status: 'accepted' } | ({ status: 'refused' } & WebhookRefusal);

/** A provider's answer as the shop counts it: its amount back in hundredths. */
const fromProvider = (charge: ProviderCharge): Authorisation => {
  const { amount, ...rest } = charge;
  return { ...rest, amountMinor: fromProviderAmount(amount, charge.currency) };
};

/**
 * Payments: card payments through the configured provider (the port), recorded with their status,
 * and Cycle to Work certificates. Checkout calls it; webhooks report what happens later. It is the
 * provider's boundary: amounts go to the provider in the currency's ISO 4217 minor unit and come
 * back in the shop's hundredths (`toProviderAmount`).
 */
export class PaymentsService {
  private readonly issuerList: (key: void) => Promise<string[]>;

  constructor(
    private readonly repository: PaymentsRepository,
    /** The card provider's adapter: a capture is given the order's database transaction (`ProviderCall`), which a remote provider ignores. */
    readonly provider: CardPaymentProvider<Db>,
    private readonly limits?: PaymentsLimits,
    referenceTtlMs = 0,
  ) {
    // Reference data every checkout view shows: held for the reference TTL.
    this.issuerList = ttlMemo<void, string[]>(() => repository.listIssuers(), referenceTtlMs);
  }

  /** Asks the provider to authorise a card for an amount; the attempt is recorded whatever the answer. */
  async authorise(card: CardInput, amountMinor: Minor, currency: string, idempotencyKey: string): Promise<Authorisation> {
    const answer = fromProvider(
      await this.provider.authorise({ card, amount: toProviderAmount(amountMinor, currency), currency, idempotencyKey }),
    );
    await this.record(answer, null);
    return answer;
  }

  /** The shopper's answer to the provider's extra confirmation step. */
  async confirm(reference: string, approved: boolean): Promise<Authorisation | null> {
    if (reference.length > MAX_CERTIFICATE_TEXT) return null;
    const charge = await this.provider.confirm(reference, approved);
    const answer = charge && fromProvider(charge);
    if (answer) await this.record(answer, null);
    return answer;
  }

  /** The provider's view of a charge made earlier (a confirmed one, when the shopper comes back). */
  async lookup(reference: string): Promise<Authorisation | null> {
    const charge = await this.provider.lookup(reference);
    return charge && fromProvider(charge);
  }

  /** Captures an authorised charge for an order, inside the order's transaction: a failure rolls the order back. */
  async capture(db: Db, authorisation: Authorisation, orderNumber: string, amountMinor: Minor): Promise<void> {
    await this.provider.capture(authorisation.reference, toProviderAmount(amountMinor, authorisation.currency), {
      transaction: db,
    });
    await this.repository.withDb(db).upsertPayment({
      provider: this.provider.name,
      reference: authorisation.reference,
      orderNumber,
      status: 'captured',
      amountMinor,
      currency: authorisation.currency,
      cardLast4: authorisation.cardLast4,
    });
  }

  /**
   * Releases an authorisation no order took (a declined order, a repeated attempt, a confirmation
   * that lapsed). Never throws: answers whether it was released (a failure is logged).
   */
  async release(reference: string): Promise<boolean> {
    try {
      await this.provider.void(reference);
      await this.repository.updatePayment(this.provider.name, reference, { status: 'voided' });
      return true;
    } catch (error) {
      console.error('[payments] could not void an authorisation', reference, (error as Error).message);
      return false;
    }
  }

  /**
   * Refunds what is left of a captured payment (an order cancelled after payment). Never throws: a
   * failure is logged for operations to refund by hand.
   */
  async refund(reference: string): Promise<boolean> {
    try {
      const payment = await this.repository.findPayment(this.provider.name, reference);
      if (!payment || !canMovePayment(payment.status, 'refunded')) return false;
      const amountMinor = payment.amountMinor - payment.refundedMinor;
      await this.provider.refund(reference, toProviderAmount(amountMinor, payment.currency));
      await this.repository.updatePayment(this.provider.name, reference, {
        status: 'refunded',
        refundedMinor: payment.amountMinor,
      });
      return true;
    } catch (error) {
      console.error('[payments] could not refund a payment', reference, (error as Error).message);
      return false;
    }
  }

  /**
   * Gives back the charge of an order that was not made although its capture was asked for (the
   * order's transaction failed at or after that step). Whatever the shop's database rolled back, a
   * remote provider may have captured it, and a captured charge cannot be voided: the provider's
   * own view decides. Captured: refunded in full (`amountMinor`, what was to be captured), and
   * recorded as captured then refunded; still authorised: released. Never throws: answers whether
   * nothing is taken any more (a failure is logged for operations to settle by hand).
   */
  async giveBack(reference: string, amountMinor: Minor): Promise<boolean> {
    let charge: Authorisation | null;
    try {
      charge = await this.lookup(reference);
    } catch (error) {
      console.error('[payments] could not look up a charge to give back', reference, (error as Error).message);
      return false;
    }
    if (!charge || charge.status === 'declined') return true;
    if (charge.status !== 'closed') return this.release(reference);
    try {
      await this.provider.refund(reference, toProviderAmount(amountMinor, charge.currency));
      // Both steps of the record or neither: never 'captured' for money already given back.
      await this.repository.transaction(async (repository) => {
        await repository.updatePayment(this.provider.name, reference, { status: 'captured' });
        await repository.updatePayment(this.provider.name, reference, { status: 'refunded', refundedMinor: amountMinor });
      });
      return true;
    } catch (error) {
      console.error('[payments] could not refund a charge no order took', reference, (error as Error).message);
      return false;
    }
  }

  /**
   * A certificate by issuer and code, with why it cannot pay in `currency` now (null problem: it
   * can). Each look-up takes a try from the customer's CERTIFICATE_MISSES and the client network's
   * CERTIFICATE_MISSES_PER_ADDRESS first, so look-ups sent at once cannot all pass, and gives it
   * back only for a certificate that can pay. Past either, every code is refused for the hour, even
   * a right one, unread.
   */
  async certificate(
    issuer: string,
    code: string,
    currency: string,
    now: Date,
    customerId: string,
    origin?: { clientIp: string },
  ): Promise<{ certificate: Certificate | null; problem: CertificateProblem | null }> {
    const tries = certificateTries(customerId, origin);
    try {
      await this.limits?.consumeAll(tries);
    } catch (error) {
      if (error instanceof RateLimitedError) return { certificate: null, problem: 'CERTIFICATE_TOO_MANY_TRIES' };
      throw error;
    }
    let found: Awaited<ReturnType<PaymentsService['lookUpCertificate']>>;
    try {
      found = await this.lookUpCertificate(issuer, code, currency, now);
    } catch (error) {
      // A look-up that failed (the database out of reach) was no guess.
      await this.limits?.giveBackAll(tries);
      throw error;
    }
    if (!found.problem) await this.limits?.giveBackAll(tries);
    return found;
  }

  private async lookUpCertificate(
    issuer: string,
    code: string,
    currency: string,
    now: Date,
  ): Promise<{ certificate: Certificate | null; problem: CertificateProblem | null }> {
    const cleanIssuer = issuer.trim();
    const cleanCode = code.trim();
    if (!cleanIssuer || !cleanCode || cleanIssuer.length > MAX_CERTIFICATE_TEXT || cleanCode.length > MAX_CERTIFICATE_TEXT) {
      return { certificate: null, problem: 'CERTIFICATE_NOT_FOUND' };
    }
    const certificate = await this.repository.findCertificate(cleanIssuer, cleanCode);
    if (!certificate) return { certificate: null, problem: 'CERTIFICATE_NOT_FOUND' };
    if (certificate.redeemedOrderNumber) return { certificate, problem: 'CERTIFICATE_USED' };
    if (certificate.expiresAt && certificate.expiresAt <= now) return { certificate, problem: 'CERTIFICATE_EXPIRED' };
    if (certificate.currency !== currency) return { certificate, problem: 'CERTIFICATE_CURRENCY' };
    return { certificate, problem: null };
  }

  /** Uses a certificate for an order inside its transaction; false when another order used it first. */
  redeemCertificate(db: Db, certificate: Certificate, orderNumber: string, now: Date): Promise<boolean> {
    return this.repository.withDb(db).redeemCertificate(certificate.id, orderNumber, now);
  }

  /** The schemes whose certificates the shop takes. */
  issuers(): Promise<string[]> {
    return this.issuerList(undefined);
  }

  /**
   * A provider webhook: read by the provider (its signature, its event's shape), then applied to the
   * recorded payment when the move is one its life allows. Answers accepted, or the provider's
   * refusal (a bad signature, a malformed event) for the gateway to answer.
   */
  async handleWebhook(rawBody: string, signature: string | null | undefined, now: Date): Promise<PaymentWebhookOutcome> {
    const delivery = this.provider.verifyWebhook(rawBody, signature, now);
    if (!delivery.ok) return { status: 'refused', ...delivery.refusal };
    const event = delivery.event;
    // A replayed delivery (the same event id) is acknowledged and changes nothing.
    if (event.id.length > 128 || !(await this.repository.claimEvent(this.provider.name, event.id))) return { status: 'accepted' };
    await this.apply(event);
    return { status: 'accepted' };
  }

  /**
   * Moves the payment as the event says, its row locked from the read to the write: two refunds
   * delivered at once (different events) both count, neither overwrites the other's amount.
   */
  private apply(event: PaymentEvent): Promise<void> {
    return this.repository.transaction((repository) => this.applyLocked(repository, event));
  }

  private async applyLocked(repository: PaymentsRepository, event: PaymentEvent): Promise<void> {
    const payment = await repository.lockPayment(this.provider.name, event.reference);
    if (!payment) return;
    const target: PaymentStatus =
      event.type === 'charge.voided'
        ? 'voided'
        : event.type === 'charge.captured'
          ? 'captured'
          : payment.refundedMinor + fromProviderAmount(event.amount, payment.currency) >= payment.amountMinor
            ? 'refunded'
            : 'partially_refunded';
    // A repeated or out-of-order delivery changes nothing.
    if (!canMovePayment(payment.status, target)) return;
    await repository.updatePayment(this.provider.name, event.reference, {
      status: target,
      ...(event.type === 'charge.refunded'
        ? { refundedMinor: payment.refundedMinor + fromProviderAmount(event.amount, payment.currency) }
        : {}),
    });
  }

  private async record(answer: Authorisation, orderNumber: string | null): Promise<void> {
    const status = answer.status;
    // A charge already taken by an order (confirmed again, say) keeps its record and its order.
    if (status === 'closed') return;
    await this.repository.upsertPayment({
      provider: this.provider.name,
      reference: answer.reference,
      orderNumber,
      status,
      amountMinor: answer.amountMinor,
      currency: answer.currency,
      cardLast4: answer.cardLast4,
    });
  }
}
