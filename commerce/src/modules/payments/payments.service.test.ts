import type { Db } from '../../db/client';
import { badEvent, type WebhookDelivery } from '../../shared/webhook';
import type { CardPaymentProvider, PaymentEvent, ProviderAmount, ProviderCharge } from './payments.port';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentStatus } from './payments.rules';
import { RateLimiter } from '../../shared/rate-limiter';
import { PaymentsService } from './payments.service';
import type { Payment } from './payments.types';

/**
 * A provider that counts as real ones do (the currency's ISO 4217 minor unit) and remembers every
 * call: what crosses the port is what a real provider would charge.
 */
class RecordingProvider implements CardPaymentProvider {
  readonly name = 'recording';
  readonly calls: { op: string; reference: string; amount?: ProviderAmount }[] = [];
  readonly charges = new Map<string, ProviderCharge & { captured: boolean }>();
  private next = 0;

  async authorise(input: { amount: ProviderAmount; currency: string }): Promise<ProviderCharge> {
    const reference = `ref_${++this.next}`;
    this.calls.push({ op: 'authorise', reference, amount: input.amount });
    const charge = {
      reference,
      status: 'authorised' as const,
      amount: input.amount,
      currency: input.currency,
      cardLast4: '4242',
      declineCode: null,
      captured: false,
    };
    this.charges.set(reference, charge);
    return charge;
  }
  async confirm(): Promise<ProviderCharge | null> {
    return null;
  }
  async lookup(reference: string): Promise<ProviderCharge | null> {
    const charge = this.charges.get(reference);
    return charge ? { ...charge } : null;
  }
  async capture(reference: string, amount: ProviderAmount): Promise<void> {
    this.calls.push({ op: 'capture', reference, amount });
    this.charges.set(reference, { ...this.charges.get(reference)!, status: 'closed', captured: true });
  }
  async void(reference: string): Promise<void> {
    this.calls.push({ op: 'void', reference });
    const charge = this.charges.get(reference)!;
    // A real provider refuses to void what it has captured.
    if (charge.captured) throw new Error('a captured charge cannot be voided');
    this.charges.set(reference, { ...charge, status: 'closed' });
  }
  async refund(reference: string, amount: ProviderAmount): Promise<void> {
    this.calls.push({ op: 'refund', reference, amount });
  }
  /** Reads any body as its event ("signed" or not); one that is not an object is refused as a provider would. */
  verifyWebhook(rawBody: string): WebhookDelivery<PaymentEvent> {
    const event = JSON.parse(rawBody) as PaymentEvent | null;
    return event && typeof event === 'object' ? { ok: true, event } : { ok: false, refusal: badEvent('Not a payment event.') };
  }
}

/** The shop's payment records, in memory, moved as the repository's SQL guard allows. */
function memoryRepository(): PaymentsRepository & { rows: Map<string, Payment> } {
  const rows = new Map<string, Payment>();
  const next: Record<PaymentStatus, PaymentStatus[]> = {
    requires_action: ['authorised', 'declined'],
    authorised: ['captured', 'voided'],
    declined: [],
    captured: ['partially_refunded', 'refunded'],
    voided: [],
    partially_refunded: ['partially_refunded', 'refunded'],
    refunded: [],
  };
  const repository = {
    rows,
    withDb: () => repository,
    async upsertPayment(payment: Omit<Payment, 'refundedMinor'>) {
      const row = rows.get(payment.reference);
      if (!row) rows.set(payment.reference, { ...payment, refundedMinor: 0 });
      else if (next[row.status].includes(payment.status)) rows.set(payment.reference, { ...row, status: payment.status });
    },
    async updatePayment(_provider: string, reference: string, patch: { status: PaymentStatus; refundedMinor?: number }) {
      const row = rows.get(reference);
      if (row && next[row.status].includes(patch.status)) {
        rows.set(reference, { ...row, status: patch.status, refundedMinor: patch.refundedMinor ?? row.refundedMinor });
      }
    },
    async findPayment(_provider: string, reference: string) {
      return rows.get(reference) ?? null;
    },
    async claimEvent() {
      return true;
    },
    transaction: <T>(work: (r: PaymentsRepository) => Promise<T>) => work(repository as unknown as PaymentsRepository),
    async lockPayment(_provider: string, reference: string) {
      return rows.get(reference) ?? null;
    },
  };
  return repository as unknown as PaymentsRepository & { rows: Map<string, Payment> };
}

const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
const db = {} as Db;

describe('PaymentsService at the provider boundary', () => {
  it('charges yen in yen: ¥190,000 (kept as hundredths) reaches the provider as 190000, and comes back as the shop counts it', async () => {
    const provider = new RecordingProvider();
    const repository = memoryRepository();
    const payments = new PaymentsService(repository, provider);
    const authorisation = await payments.authorise(card, 19_000_000, 'JPY', 'key-jpy-0000000001');
    expect(provider.calls[0]).toEqual({ op: 'authorise', reference: authorisation.reference, amount: 190_000 });
    expect(authorisation.amountMinor).toBe(19_000_000);
    expect((await payments.lookup(authorisation.reference))!.amountMinor).toBe(19_000_000);
    expect(repository.rows.get(authorisation.reference)!.amountMinor).toBe(19_000_000);

    await payments.capture(db, authorisation, 'CC-TEST-0001', 19_000_000);
    expect(provider.calls[1]).toEqual({ op: 'capture', reference: authorisation.reference, amount: 190_000 });
    await payments.refund(authorisation.reference);
    expect(provider.calls[2]).toEqual({ op: 'refund', reference: authorisation.reference, amount: 190_000 });
    expect(repository.rows.get(authorisation.reference)).toMatchObject({ status: 'refunded', refundedMinor: 19_000_000 });
  });

  it('charges pounds in pence, unchanged', async () => {
    const provider = new RecordingProvider();
    const payments = new PaymentsService(memoryRepository(), provider);
    const authorisation = await payments.authorise(card, 1_499_99, 'GBP', 'key-gbp-0000000001');
    await payments.capture(db, authorisation, 'CC-TEST-0002', 1_499_99);
    expect(provider.calls.map((c) => c.amount)).toEqual([149_999, 149_999]);
    expect(authorisation.amountMinor).toBe(1_499_99);
  });

  it('counts a provider’s refund event in the currency’s unit: ¥5,000 refunded of ¥190,000', async () => {
    const provider = new RecordingProvider();
    const repository = memoryRepository();
    const payments = new PaymentsService(repository, provider);
    const authorisation = await payments.authorise(card, 19_000_000, 'JPY', 'key-jpy-0000000002');
    await payments.capture(db, authorisation, 'CC-TEST-0003', 19_000_000);
    const event = { id: 'evt-1', type: 'charge.refunded', reference: authorisation.reference, amount: 5_000 };
    expect(await payments.handleWebhook(JSON.stringify(event), 'signed', new Date())).toEqual({ status: 'accepted' });
    expect(repository.rows.get(authorisation.reference)).toMatchObject({ status: 'partially_refunded', refundedMinor: 500_000 });
  });

  it('passes the provider’s refusal of a delivery on as the provider gave it', async () => {
    const payments = new PaymentsService(memoryRepository(), new RecordingProvider());
    expect(await payments.handleWebhook('42', 'signed', new Date())).toEqual({
      status: 'refused',
      httpStatus: 400,
      code: 'BAD_EVENT',
      message: 'Not a payment event.',
    });
  });

  it('gives back a charge no order took: refunded once captured (never voided), released while only authorised', async () => {
    const provider = new RecordingProvider();
    const repository = memoryRepository();
    const payments = new PaymentsService(repository, provider);
    const captured = await payments.authorise(card, 100_00, 'GBP', 'key-gbp-0000000002');
    // The provider took it; the shop's record of the capture was rolled back with its order.
    await provider.capture(captured.reference, 10_000);
    expect(await payments.giveBack(captured.reference, 100_00)).toBe(true);
    expect(provider.calls.filter((c) => c.reference === captured.reference).map((c) => c.op)).toEqual([
      'authorise',
      'capture',
      'refund',
    ]);
    expect(provider.calls.at(-1)!.amount).toBe(10_000);
    expect(repository.rows.get(captured.reference)).toMatchObject({ status: 'refunded', refundedMinor: 100_00 });

    const held = await payments.authorise(card, 50_00, 'GBP', 'key-gbp-0000000003');
    expect(await payments.giveBack(held.reference, 50_00)).toBe(true);
    expect(provider.calls.at(-1)).toEqual({ op: 'void', reference: held.reference });
    expect(repository.rows.get(held.reference)!.status).toBe('voided');
  });
});

describe('PaymentsService certificate look-ups, counted', () => {
  const limits = () =>
    new RateLimiter(
      { certificateMisses: { points: 1, durationSeconds: 60 }, certificateMissesPerAddress: { points: 1, durationSeconds: 60 } },
      { prefix: `certificate-test-${Math.random()}` },
    );

  it('gives back the try of a look-up that failed (no guess was made)', async () => {
    const repository = memoryRepository();
    const payments = new PaymentsService(repository, new RecordingProvider(), limits());
    const origin = { clientIp: '192.0.2.1' };
    const findCertificate = jest.fn().mockRejectedValueOnce(new Error('database out of reach')).mockResolvedValue(null);
    Object.assign(repository, { findCertificate });
    await expect(payments.certificate('Cyclescheme', 'CS-1', 'GBP', new Date(), 'c1', origin)).rejects.toThrow(
      'database out of reach',
    );
    // Had the failed look-up counted, this one would be refused unread (one try each).
    expect((await payments.certificate('Cyclescheme', 'CS-1', 'GBP', new Date(), 'c1', origin)).problem).toBe(
      'CERTIFICATE_NOT_FOUND',
    );
    expect((await payments.certificate('Cyclescheme', 'CS-2', 'GBP', new Date(), 'c1', origin)).problem).toBe(
      'CERTIFICATE_TOO_MANY_TRIES',
    );
  });
});
