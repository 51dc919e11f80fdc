import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { productPrices, products } from '../catalogue/catalogue.tables';
import { customers } from '../customer/customer.tables';
import { quoteProblemMessage } from './cycle-to-work.messages';
import type { QuoteProblem } from './cycle-to-work.rules';
import { cycleToWorkProviders, cycleToWorkQuotes } from './cycle-to-work.tables';

let clock = new Date('2026-11-24T10:00:00Z');
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
let outbox: string;
const originalLog = console.log;

/** A simple product and a bike sold in pounds at their list price (no special price). */
let accessory: { sku: string; priceMinor: number };
let bike: { sku: string; priceMinor: number };

async function pricedSku(typeId: 'pac' | 'child-bike', min: number, max: number): Promise<{ sku: string; priceMinor: number }> {
  const rows = await fresh.database.db
    .select({ sku: products.sku, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .where(
      and(
        eq(products.typeId, typeId),
        eq(products.isActive, true),
        eq(productPrices.currency, 'GBP'),
        isNull(productPrices.specialPrice),
      ),
    )
    .orderBy(asc(products.id));
  const row = rows.find((r) => r.price >= min && r.price <= max)!;
  const [sellable] = await commerce.catalogue.sellablesBySkus('en-GB', 'GBP', [row.sku]);
  expect(sellable?.kind).toBe('product');
  return { sku: row.sku, priceMinor: Math.round(row.price * 100) };
}

beforeAll(async () => {
  console.log = () => undefined;
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-c2w-mail-'));
  fresh = await openFreshDatabase({ prefix: 'cadence_c2w' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, {
    referenceTtlMs: 0,
    now: () => clock,
    accounts: {
      outboxDir: outbox,
      redisUrl: process.env.REDIS_URL,
      session: { siteUrls: { 'en-GB': 'https://shop.example', 'de-DE': 'https://shop.example.de' } },
    },
  });
  accessory = await pricedSku('pac', 20, 150);
  bike = await pricedSku('child-bike', 400, 950);
});

afterAll(async () => {
  console.log = originalLog;
  await commerce?.close();
  await fresh?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

// Addresses of their own per run: the per-shopper limit is kept in Redis for an hour when the tier
// runs against it, and a second run within the hour must not find the first one's count.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = (name: string) => `${name}-${RUN}@example.com`;

const gb = (customerId: string | null = null) => ({ countryCode: 'GB', store: 'en-GB' as const, customerId });
const request = (over: Partial<Parameters<Commerce['cycleToWork']['requestQuote']>[1]> = {}) => ({
  employerName: 'Acme Widgets Ltd',
  email: address('ada'),
  providerId: 'cyclescheme',
  items: [
    { sku: bike.sku, quantity: 1 },
    { sku: accessory.sku, quantity: 2 },
  ],
  ...over,
});

async function newCustomer(): Promise<string> {
  const email = `c2w-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await commerce.sessions.register(
    { firstName: 'Ada', lastName: 'Byron', email, password: 'Velodrome2026' },
    { store: 'en-GB', clientIp: '203.0.113.9' },
  );
  const [row] = await fresh.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row!.id;
}

describe('Cycle to Work', () => {
  it('seeds the providers with their limits and the tax bands with their rates', async () => {
    const providers = await commerce.cycleToWork.providersFor('GB');
    expect(providers.map((p) => p.name)).toEqual([
      'Cyclescheme',
      'Cycle2Work (Halfords)',
      'Green Commute Initiative',
      'Bike2Work Scheme',
      'Vivup',
      'Evans Ride2Work',
    ]);
    expect(providers[0]).toMatchObject({ minCertificateMinor: 10_000, maxCertificateMinor: null, hireMonths: 12 });
    expect(providers.find((p) => p.providerId === 'vivup')).toMatchObject({ maxCertificateMinor: 100_000 });
    const bands = await commerce.cycleToWork.taxBands();
    expect(bands.map((b) => `${b.bandId}:${b.incomeTaxPercent}+${b.nationalInsurancePercent}`)).toEqual([
      'uk-basic:20+8',
      'uk-higher:40+2',
      'uk-additional:45+2',
      'scot-starter:19+8',
      'scot-basic:20+8',
      'scot-intermediate:21+8',
      'scot-higher:42+2',
      'scot-advanced:45+2',
      'scot-top:48+2',
    ]);
    expect(await commerce.cycleToWork.providersFor('DE')).toEqual([]);
  });

  it('works out the savings for an amount and for items priced by the catalogue', async () => {
    const amount = (await commerce.cycleToWork.savings('GB', 'en-GB', { providerId: null, amountMinor: 100_000, items: [] }))!;
    expect(amount.savings[0]).toMatchObject({
      bandId: 'uk-basic',
      monthlyGrossMinor: 8_333,
      netCostMinor: 72_000,
      savingPercent: 28,
    });
    const items = (await commerce.cycleToWork.savings('GB', 'en-GB', {
      providerId: 'cyclescheme',
      amountMinor: null,
      items: request().items,
    }))!;
    expect(items.totalMinor).toBe(bike.priceMinor + 2 * accessory.priceMinor);
    expect(items.items.map((i) => [i.sku, i.quantity, i.unitPriceMinor])).toEqual([
      [bike.sku, 1, bike.priceMinor],
      [accessory.sku, 2, accessory.priceMinor],
    ]);
    expect(items.problems).toEqual([]);
    expect(await commerce.cycleToWork.savings('DE', 'de-DE', { providerId: null, amountMinor: 100_000, items: [] })).toBeNull();
  });

  it('stores a quote valid for 30 days, emails it, and lists it for its customer only', async () => {
    const customerId = await newCustomer();
    const { quote, problems } = await commerce.cycleToWork.requestQuote(gb(customerId), request());
    expect(problems).toEqual([]);
    expect(quote!.number).toMatch(/^C2W-[2-9A-Z]{8}$/);
    expect(quote!.validUntil.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(commerce.cycleToWork.isValid(quote!)).toBe(true);
    expect(quote!.savings).toHaveLength(9);
    const stored = await fresh.database.db.select().from(cycleToWorkQuotes).where(eq(cycleToWorkQuotes.number, quote!.number));
    expect(stored[0]).toMatchObject({
      customerId,
      employerName: 'Acme Widgets Ltd',
      providerName: 'Cyclescheme',
      currency: 'GBP',
    });

    await commerce.mailer.settled();
    const mails = readdirSync(outbox).filter((f) => f.includes('cycle-to-work-quote'));
    const mail = mails.map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes(quote!.number))!;
    expect(mail).toContain(`To: ${address('ada')}`);
    expect(mail).toContain(`Subject: Your Cycle to Work quote ${quote!.number}`);
    expect(mail).toContain('Acme Widgets Ltd');

    expect((await commerce.cycleToWork.customerQuotes(customerId)).map((q) => q.number)).toEqual([quote!.number]);
    expect(await commerce.cycleToWork.quoteFor(quote!.number, { customerId, email: null })).toMatchObject({
      number: quote!.number,
    });
    // Someone else, signed in or not, does not see it; the address it was sent to does.
    const other = await newCustomer();
    expect(await commerce.cycleToWork.customerQuotes(other)).toEqual([]);
    expect(await commerce.cycleToWork.quoteFor(quote!.number, { customerId: other, email: null })).toBeNull();
    expect(await commerce.cycleToWork.quoteFor(quote!.number, { customerId: null, email: address('eve') })).toBeNull();
    expect(
      await commerce.cycleToWork.quoteFor(quote!.number.toLowerCase(), {
        customerId: null,
        email: `${address('ada').toUpperCase()} `,
      }),
    ).not.toBeNull();

    clock = new Date('2026-12-24T10:00:00Z');
    expect(commerce.cycleToWork.isValid(quote!)).toBe(false);
    clock = new Date('2026-11-24T10:00:00Z');
  });

  it('lets a guest request a quote with an email address; it belongs to no customer', async () => {
    const { quote } = await commerce.cycleToWork.requestQuote(gb(), request({ email: address('guest') }));
    expect(quote).toMatchObject({ customerId: null, email: address('guest') });
    expect(await commerce.cycleToWork.quoteFor(quote!.number, { customerId: null, email: address('guest') })).not.toBeNull();
    expect(await commerce.cycleToWork.quoteFor(quote!.number, { customerId: null, email: null })).toBeNull();
  });

  it('refuses to store a quote outside GB, with a clear message in both languages', async () => {
    const before = (await fresh.database.db.select().from(cycleToWorkQuotes)).length;
    const answer = await commerce.cycleToWork.requestQuote({ countryCode: 'DE', store: 'de-DE', customerId: null }, request());
    expect(answer.quote).toBeNull();
    expect(answer.problems.map((p) => p.code)).toEqual(['NOT_AVAILABLE']);
    expect(quoteProblemMessage(answer.problems[0]!, 'en-GB')).toMatch(/UK scheme/);
    expect(quoteProblemMessage(answer.problems[0]!, 'de-DE')).toMatch(/Großbritannien/);
    expect((await fresh.database.db.select().from(cycleToWorkQuotes)).length).toBe(before);
  });

  it('refuses unknown providers, unknown items and totals outside the provider’s limits', async () => {
    const codes = async (over: Parameters<typeof request>[0]) =>
      (await commerce.cycleToWork.requestQuote(gb(), request({ email: address('limits'), ...over }))).problems.map((p) => p.code);
    expect(await codes({ providerId: 'nope' })).toEqual(['PROVIDER_UNKNOWN']);
    expect(await codes({ items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] })).toEqual(['ITEM_UNAVAILABLE']);
    // Evans Ride2Work: £200 to £1,000.
    const small = await commerce.cycleToWork.requestQuote(
      gb(),
      request({ providerId: 'evans-ride2work', email: address('limits'), items: [{ sku: accessory.sku, quantity: 1 }] }),
    );
    if (accessory.priceMinor < 20_000) {
      expect(small.problems.map((p) => p.code)).toEqual(['BELOW_MINIMUM']);
      expect(quoteProblemMessage(small.problems[0]!, 'en-GB')).toBe(
        'Evans Ride2Work certificates start at £200: please add to your quote.',
      );
    }
    const big = await commerce.cycleToWork.requestQuote(
      gb(),
      request({ providerId: 'vivup', email: address('limits'), items: [{ sku: bike.sku, quantity: 2 }] }),
    );
    expect(big.problems.map((p) => p.code)).toEqual(['ABOVE_MAXIMUM']);
    expect(quoteProblemMessage(big.problems[0]!, 'de-DE')).toBe(
      'Zertifikate von Vivup reichen bis 1.000\u00a0£: Bitte entfernen Sie etwas aus Ihrem Angebot.',
    );
  });

  it('rate limits quote requests per shopper, with the wait for the message and for Retry-After', async () => {
    let limited: QuoteProblem | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const { problems } = await commerce.cycleToWork.requestQuote(gb(), request({ email: address('eager') }));
      limited = problems.find((p) => p.code === 'RATE_LIMITED');
    }
    expect(limited).toMatchObject({ code: 'RATE_LIMITED', field: null, params: { minutes: 60 } });
    const seconds = Number(limited!.params!.seconds);
    expect(seconds).toBeGreaterThan(59 * 60);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(quoteProblemMessage(limited!, 'de-DE')).toBe(
      'Sie haben viele Angebote angefordert. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
  });

  it('rate limits one client address whatever addresses it asks to email', async () => {
    // A client network of its own per run (limits count an IPv6 client by its /64, and may live in
    // a shared Redis for the hour).
    const clientIp = `2001:db8:${Date.now().toString(16).slice(-4)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
    let sent = 0;
    let limited = false;
    for (let i = 0; i < 40 && !limited; i++) {
      const { quote, problems } = await commerce.cycleToWork.requestQuote(
        { ...gb(), clientIp },
        request({ email: `victim${i}-${clientIp}@example.com` }),
      );
      if (quote) sent++;
      limited = problems.some((p) => p.code === 'RATE_LIMITED');
    }
    expect(limited).toBe(true);
    expect(sent).toBe(30);
  });

  it('keeps provider terms sane (the table checks them)', async () => {
    await expect(
      fresh.database.db
        .insert(cycleToWorkProviders)
        .values({ providerId: 'bad', name: 'Bad', minCertificate: 1_000, maxCertificate: 100, hireMonths: 12 }),
    ).rejects.toThrow();
  });
});
