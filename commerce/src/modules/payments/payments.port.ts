import type { Minor } from '../../shared/money';
import type { WebhookDelivery } from '../../shared/webhook';

/** A card as the shopper typed it on the checkout page. It is passed to the provider and never stored. */
export type CardInput = { number: string; expiryMonth: number; expiryYear: number; cvc: string; holder?: string | null };

/**
 * An amount as card providers count it: in the currency's ISO 4217 minor unit (pence for GBP, yen
 * for JPY; `toProviderAmount`), not the shop's hundredths. Only the port's side uses it.
 */
export type ProviderAmount = number;

/** What the provider answered about a charge, as the shop counts it (hundredths: `PaymentsService` converts). */
export type Authorisation = {
  reference: string;
  /** `closed`: captured, voided or refunded; nothing more can be taken by this authorisation. */
  status: 'authorised' | 'declined' | 'requires_action' | 'closed';
  amountMinor: Minor;
  currency: string;
  cardLast4: string;
  /** Why a charge was declined (the provider's code). */
  declineCode: string | null;
};

/** A charge as the provider answers about it: its amount in the currency's minor unit. */
export type ProviderCharge = Omit<Authorisation, 'amountMinor'> & { amount: ProviderAmount };

/** An asynchronous result the provider reports by webhook (its amount in the currency's minor unit). */
export type PaymentEvent = {
  id: string;
  type: 'charge.captured' | 'charge.refunded' | 'charge.voided';
  reference: string;
  amount: ProviderAmount;
};

/**
 * Where a call runs: inside the shop's transaction that `Transaction` stands for (an order's), which
 * the port passes on without knowing what it is. Real providers are remote and ignore it (they
 * implement the port for any transaction, `unknown`); the built-in sandbox keeps its ledger in the
 * shop's own database, so its writes go through that transaction and commit or roll back with the
 * order (and an embedded database has one connection). The payments service says what it passes.
 */
export type ProviderCall<Transaction = unknown> = { transaction?: Transaction };

/**
 * The card payment port: what any provider adapter (the sandbox, Stripe, Adyen…) implements.
 * Authorise when the shopper pays, capture when the order is placed, void when it is not, refund
 * later; asynchronous results arrive as signed webhooks. Every amount crossing it is in the
 * currency's ISO 4217 minor unit (`ProviderAmount`), as real providers count.
 */
export interface CardPaymentProvider<Transaction = unknown> {
  /** The adapter's name, stored with every payment. */
  readonly name: string;
  authorise(input: {
    card: CardInput;
    amount: ProviderAmount;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge>;
  /** The shopper's answer to the extra confirmation step (3-D Secure with a real provider). */
  confirm(reference: string, approved: boolean): Promise<ProviderCharge | null>;
  /** The provider's current view of a charge, null when it has none by that reference. */
  lookup(reference: string, call?: ProviderCall<Transaction>): Promise<ProviderCharge | null>;
  capture(reference: string, amount: ProviderAmount, call?: ProviderCall<Transaction>): Promise<void>;
  void(reference: string, call?: ProviderCall<Transaction>): Promise<void>;
  refund(reference: string, amount: ProviderAmount, call?: ProviderCall<Transaction>): Promise<void>;
  /**
   * A webhook delivery (raw body, signature header) read as the provider signs and shapes it: its
   * event, or why it is refused, keeping a bad signature (401 SIGNATURE_INVALID) apart from a
   * signed body that is not one of its events (400 BAD_EVENT), in the webhooks' one vocabulary
   * (shared/webhook.ts).
   */
  verifyWebhook(rawBody: string, signature: string | null | undefined, now: Date): WebhookDelivery<PaymentEvent>;
}
