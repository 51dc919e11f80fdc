import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromMinor, toMinor, type Minor } from '../../shared/money';
import { paymentStatusesBefore, type PaymentStatus } from './payments.rules';
import { cycleToWorkCertificates, paymentEvents, payments } from './payments.tables';
import type { Certificate, Payment } from './payments.types';

type PaymentRow = typeof payments.$inferSelect;

/** The rows a write of `status` may change: those the payment's life lets move to it (payments.rules). */
const movableTo = (status: PaymentStatus) => inArray(payments.status, paymentStatusesBefore(status));
const toPayment = (row: PaymentRow): Payment => ({
  provider: row.provider,
  reference: row.reference,
  orderNumber: row.orderNumber,
  status: row.status as PaymentStatus,
  amountMinor: toMinor(row.amount),
  refundedMinor: toMinor(row.refunded),
  currency: row.currency,
  cardLast4: row.cardLast4,
});

/** Card payments and Cycle to Work certificates. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** The same repository writing through `db` (an order's transaction). */
  withDb(db: Db): PaymentsRepository {
    return new PaymentsRepository(db);
  }

  async upsertPayment(payment: Omit<Payment, 'refundedMinor'>): Promise<void> {
    const values = {
      provider: payment.provider,
      reference: payment.reference,
      orderNumber: payment.orderNumber,
      status: payment.status,
      amount: fromMinor(payment.amountMinor),
      currency: payment.currency,
      cardLast4: payment.cardLast4,
    };
    await this.db
      .insert(payments)
      .values(values)
      .onConflictDoUpdate({
        target: [payments.provider, payments.reference],
        set: { status: values.status, orderNumber: values.orderNumber, updatedAt: new Date() },
        // A known payment changes only as its life allows: a confirmation answered late never
        // turns a captured payment back into an authorised one without its order.
        setWhere: movableTo(values.status),
      });
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentsRepository(tx as unknown as Db)));
  }

  async findPayment(provider: string, reference: string): Promise<Payment | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
    return row ? toPayment(row) : null;
  }

  /** A payment, its row locked until the transaction ends (a change that reads it first). */
  async lockPayment(provider: string, reference: string): Promise<Payment | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
      .for('update');
    return row ? toPayment(row) : null;
  }

  async updatePayment(
    provider: string,
    reference: string,
    patch: { status: PaymentStatus; refundedMinor?: Minor },
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({
        status: patch.status,
        ...(patch.refundedMinor === undefined ? {} : { refunded: fromMinor(patch.refundedMinor) }),
        updatedAt: new Date(),
      })
      // Only a move the payment's life allows: a late release never turns a captured payment into
      // a voided one (the rule that callers also check, here in SQL).
      .where(and(eq(payments.provider, provider), eq(payments.reference, reference), movableTo(patch.status)));
  }

  async findCertificate(issuer: string, code: string): Promise<Certificate | null> {
    const [row] = await this.db
      .select()
      .from(cycleToWorkCertificates)
      .where(and(eq(cycleToWorkCertificates.issuer, issuer), sql`upper(${cycleToWorkCertificates.code}) = upper(${code})`));
    if (!row) return null;
    return {
      id: row.id,
      issuer: row.issuer,
      code: row.code,
      amountMinor: toMinor(row.amount),
      currency: row.currency,
      expiresAt: row.expiresAt,
      redeemedOrderNumber: row.redeemedOrderNumber,
    };
  }

  /** Marks a certificate used by an order; false when another order used it first. */
  async redeemCertificate(id: number, orderNumber: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(cycleToWorkCertificates)
      .set({ redeemedOrderNumber: orderNumber, redeemedAt: at })
      .where(and(eq(cycleToWorkCertificates.id, id), isNull(cycleToWorkCertificates.redeemedOrderNumber)))
      .returning({ id: cycleToWorkCertificates.id });
    return rows.length === 1;
  }

  async listIssuers(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ issuer: cycleToWorkCertificates.issuer }).from(cycleToWorkCertificates);
    return rows.map((r) => r.issuer).sort((a, b) => a.localeCompare(b));
  }

  /** Records a webhook event by id; false when it was applied before (a replay). */
  async claimEvent(provider: string, eventId: string): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values({ eventId: `${provider}:${eventId}`, provider })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return rows.length === 1;
  }
}
