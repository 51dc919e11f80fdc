import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type {
  CardPaymentProvider,
  PaymentEvent,
  ProviderAmount,
  ProviderCall,
  ProviderCharge,
} from '../modules/payments/payments.port';
import { cardDigits, fromProviderAmount, toProviderAmount } from '../modules/payments/payments.rules';
import { fromMinor, toMinor } from '../shared/money';
import { signatureHeader } from '../shared/signing';
import { badEvent, readSignedWebhook, type WebhookDelivery } from '../shared/webhook';
import { sandboxCardCharges } from './sandbox-card.tables';

type ChargeRow = typeof sandboxCardCharges.$inferSelect;

/** The sandbox's test cards and what each does (listed on the card form and in the README). */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'requires_confirmation',
} as const;

export type SandboxOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_confirmation';

/** What the sandbox does with a (valid) card: a test card's behaviour; any other valid number succeeds. */
export function sandboxOutcome(cardNumber: string): SandboxOutcome {
  return (SANDBOX_TEST_CARDS as Record<string, SandboxOutcome>)[cardDigits(cardNumber)] ?? 'succeeds';
}

/** The ledger keeps decimal amounts (numeric(12,2)); the port speaks the currency's minor unit. */
const decimal = (amount: ProviderAmount, currency: string): number => fromMinor(fromProviderAmount(amount, currency));

const toCharge = (row: ChargeRow): ProviderCharge => ({
  reference: row.reference,
  status: row.status === 'requires_action' || row.status === 'declined' || row.status === 'authorised' ? row.status : 'closed',
  amount: toProviderAmount(toMinor(row.amount), row.currency),
  currency: row.currency,
  cardLast4: row.cardLast4,
  declineCode: row.declineCode,
});

/**
 * The sandbox card provider: a payment provider that runs inside the shop, for development, tests
 * and demonstrations. Test cards decide the outcome (`SANDBOX_TEST_CARDS`: 4242… succeeds,
 * 4000…0002 is declined, 4000…9995 has insufficient funds, 4000…3220 needs the shopper's
 * confirmation first); any other valid number succeeds. It keeps the card's last four digits and
 * nothing else of the card. Its webhooks are signed like a real provider's (`t=…,v1=…`).
 *
 * Its ledger (`sandbox_card_charges`) is in the shop's database: a call given the order's
 * transaction (`ProviderCall`, a capture when the order is placed) writes through it, so the charge
 * and the order commit or roll back together; any other call uses the shop's database.
 */
export class SandboxCardProvider implements CardPaymentProvider<Db> {
  readonly name = 'sandbox_card';

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  async authorise(input: {
    card: { number: string };
    amount: ProviderAmount;
    currency: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge> {
    const digits = cardDigits(input.card.number);
    const outcome = sandboxOutcome(digits);
    const [row] = await this.db
      .insert(sandboxCardCharges)
      .values({
        reference: `sbx_${randomBytes(12).toString('base64url')}`,
        status: outcome === 'succeeds' ? 'authorised' : outcome === 'requires_confirmation' ? 'requires_action' : 'declined',
        amount: decimal(input.amount, input.currency),
        currency: input.currency,
        cardLast4: digits.slice(-4),
        declineCode: outcome === 'declined' ? 'card_declined' : outcome === 'insufficient_funds' ? 'insufficient_funds' : null,
      })
      .returning();
    return toCharge(row!);
  }

  async confirm(reference: string, approved: boolean): Promise<ProviderCharge | null> {
    const [row] = await this.db
      .update(sandboxCardCharges)
      .set(approved ? { status: 'authorised' } : { status: 'declined', declineCode: 'authentication_failed' })
      .where(and(eq(sandboxCardCharges.reference, reference), eq(sandboxCardCharges.status, 'requires_action')))
      .returning();
    return row ? toCharge(row) : this.lookup(reference);
  }

  async lookup(reference: string, call: ProviderCall<Db> = {}): Promise<ProviderCharge | null> {
    if (reference.length > 64) return null;
    const [row] = await this.ledger(call).select().from(sandboxCardCharges).where(eq(sandboxCardCharges.reference, reference));
    return row ? toCharge(row) : null;
  }

  async capture(reference: string, amount: ProviderAmount, call: ProviderCall<Db> = {}): Promise<void> {
    const db = this.ledger(call);
    const charge = await this.lookup(reference, call);
    const captured = charge ? decimal(amount, charge.currency) : 0;
    const [row] = await db
      .update(sandboxCardCharges)
      .set({ status: 'captured', captured })
      .where(
        and(
          eq(sandboxCardCharges.reference, reference),
          eq(sandboxCardCharges.status, 'authorised'),
          sql`${sandboxCardCharges.amount} >= ${captured}`,
        ),
      )
      .returning({ reference: sandboxCardCharges.reference });
    if (!row) throw new Error(`sandbox: charge ${reference} cannot be captured`);
  }

  async void(reference: string, call: ProviderCall<Db> = {}): Promise<void> {
    await this.ledger(call)
      .update(sandboxCardCharges)
      .set({ status: 'voided' })
      .where(
        and(eq(sandboxCardCharges.reference, reference), sql`${sandboxCardCharges.status} in ('authorised', 'requires_action')`),
      );
  }

  async refund(reference: string, amount: ProviderAmount, call: ProviderCall<Db> = {}): Promise<void> {
    const db = this.ledger(call);
    const charge = await this.lookup(reference, call);
    const refunded = charge ? decimal(amount, charge.currency) : 0;
    const [row] = await db
      .update(sandboxCardCharges)
      .set({ refunded: sql`${sandboxCardCharges.refunded} + ${refunded}` })
      .where(
        and(
          eq(sandboxCardCharges.reference, reference),
          eq(sandboxCardCharges.status, 'captured'),
          sql`${sandboxCardCharges.captured} - ${sandboxCardCharges.refunded} >= ${refunded}`,
        ),
      )
      .returning({ reference: sandboxCardCharges.reference });
    if (!row) throw new Error(`sandbox: charge ${reference} cannot be refunded by ${amount}`);
  }

  /** A delivery read by the webhooks' one rule (shared/webhook.ts), then checked as one of the sandbox's events. */
  verifyWebhook(rawBody: string, signature: string | null | undefined, now: Date): WebhookDelivery<PaymentEvent> {
    const delivery = readSignedWebhook(this.webhookSecret, rawBody, signature, now);
    if (!delivery.ok) return delivery;
    // The sandbox's webhook body names the amount (in the currency's minor unit) `amountMinor`.
    const event = delivery.event as Partial<Omit<PaymentEvent, 'amount'> & { amountMinor: unknown }> | null;
    const types: PaymentEvent['type'][] = ['charge.captured', 'charge.refunded', 'charge.voided'];
    if (
      typeof event?.id !== 'string' ||
      typeof event.reference !== 'string' ||
      !types.includes(event.type as PaymentEvent['type']) ||
      !Number.isInteger(event.amountMinor) ||
      (event.amountMinor as number) < 0
    ) {
      return {
        ok: false,
        refusal: badEvent(`The body is not a payment event: an id, a type (${types.join(', ')}), a reference and amountMinor.`),
      };
    }
    return {
      ok: true,
      event: {
        id: event.id,
        type: event.type as PaymentEvent['type'],
        reference: event.reference,
        amount: event.amountMinor as number,
      },
    };
  }

  /** Where a call reads and writes the ledger: the transaction it runs in, else the shop's database. */
  private ledger(call: ProviderCall<Db>): Db {
    return call.transaction ?? this.db;
  }

  /** Signs a webhook body as the sandbox does (tests and the sandbox's own deliveries). */
  sign(rawBody: string, now: Date): string {
    return signatureHeader(this.webhookSecret, rawBody, now);
  }
}
