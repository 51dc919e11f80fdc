import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { parseQuoteNumber } from '@cadence/commerce/modules/finance/cycle-to-work.rules';
import { Shopper } from '../../test-support/shopper';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
let bikeSku: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  const listing = await british().call<{ products: { items: { sku: string; type_id: string }[] } }>(
    '{ products(search: "bike", pageSize: 24) { items { sku type_id } } }',
  );
  bikeSku =
    listing.body.data!.products.items.find((p) => p.type_id === 'child-bike')?.sku ?? listing.body.data!.products.items[0]!.sku;
});
afterAll(async () => {
  await gateway?.commerce.mailer.settled();
  await gateway?.close();
});

const british = (store: 'en-GB' | 'de-DE' = 'en-GB') =>
  new Shopper(() => gateway.url, store, { 'cloudfront-viewer-country': 'GB' });
const german = () => new Shopper(() => gateway.url, 'de-DE', { 'cloudfront-viewer-country': 'DE' });

const PROVIDERS =
  '{ cycleToWorkAvailable cycleToWorkProviders { id name min_certificate { value } max_certificate { value } hire_months } }';
const SAVINGS = `query($input: CycleToWorkSavingsInput!) { cycleToWorkSavings(input: $input) {
  total { value currency } hire_months provider { id } items { sku quantity unit_price { value } row_total { value } }
  savings { band_id region monthly_gross { value } monthly_net { value } tax_saved { value } national_insurance_saved { value } net_cost { value } saving_percent }
  errors { code message } } }`;
const QUOTE_FIELDS = `number created_at valid_until is_valid email employer_name provider_name hire_months total { value }
  items { sku quantity } savings { band_id saving_percent } supplier { name website email }`;
const REQUEST = `mutation($input: RequestCycleToWorkQuoteInput!) { requestCycleToWorkQuote(input: $input) { quote { ${QUOTE_FIELDS} } errors { code field message } } }`;
const ONE = `query($number: String!, $email: String) { cycleToWorkQuote(number: $number, email: $email) { number employer_name } }`;
const MINE = `{ cycleToWorkQuotes { number employer_name } }`;

type Quote = {
  number: string;
  valid_until: string;
  created_at: string;
  is_valid: boolean;
  total: { value: number };
  supplier: { name: string };
};
type RequestAnswer = {
  requestCycleToWorkQuote: { quote: Quote | null; errors: { code: string; field: string | null; message: string }[] };
};

const input = (over: Record<string, unknown> = {}) => ({
  input: {
    employer_name: 'Acme Widgets Ltd',
    email: 'ada@example.com',
    provider_id: 'cyclescheme',
    items: [{ sku: bikeSku, quantity: 1 }],
    ...over,
  },
});

async function signedIn(): Promise<Shopper> {
  const shopper = british();
  const email = `c2w-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await shopper.call(
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname: 'Ada', lastname: 'Byron', email, password: 'Velodrome2026' } },
  );
  expect(created.body.errors).toBeUndefined();
  await shopper.call('mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { expires_at } }', {
    e: email,
    p: 'Velodrome2026',
  });
  return shopper;
}

describe('Cycle to Work (finance subgraph)', () => {
  it('lists the providers for a GB shopper and nothing for a German one', async () => {
    const gb = await british().call<{
      cycleToWorkAvailable: boolean;
      cycleToWorkProviders: { id: string; max_certificate: { value: number } | null }[];
    }>(PROVIDERS);
    expect(gb.body.data?.cycleToWorkAvailable).toBe(true);
    expect(gb.body.data?.cycleToWorkProviders).toHaveLength(6);
    expect(gb.body.data?.cycleToWorkProviders.find((p) => p.id === 'cyclescheme')?.max_certificate).toBeNull();
    const de = await german().call(PROVIDERS);
    expect(de.body).toEqual({ data: { cycleToWorkAvailable: false, cycleToWorkProviders: [] } });
  });

  it('works out the savings by band for an amount: £1,000 at the basic rate costs £720, 28 % saved', async () => {
    const { body } = await british().call<{
      cycleToWorkSavings: {
        total: { value: number };
        savings: { band_id: string; monthly_gross: { value: number }; net_cost: { value: number }; saving_percent: number }[];
      };
    }>(SAVINGS, { input: { amount: 1000 } });
    const basic = body.data!.cycleToWorkSavings.savings[0]!;
    expect(basic).toMatchObject({
      band_id: 'uk-basic',
      monthly_gross: { value: 83.33 },
      net_cost: { value: 720 },
      saving_percent: 28,
    });
    expect(body.data!.cycleToWorkSavings.savings.map((s) => s.saving_percent)).toEqual([28, 42, 47, 27, 28, 29, 44, 47, 50]);
    expect((await german().call(SAVINGS, { input: { amount: 1000 } })).body.data).toEqual({ cycleToWorkSavings: null });
  });

  it('refuses hostile savings input with a 400', async () => {
    for (const variables of [{ input: { amount: -1 } }, { input: { items: [{ sku: 'X'.repeat(65), quantity: 1 }] } }]) {
      const { status, body } = await british().call(SAVINGS, variables);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('publishes what a quote takes, and answers a basket past it in the shopper’s language, unpriced', async () => {
    const { body: limits } = await british().call(
      '{ cycleToWorkQuoteLimits { max_items max_quantity employer_name_min employer_name_max } }',
    );
    expect(limits).toEqual({
      data: { cycleToWorkQuoteLimits: { max_items: 20, max_quantity: 10, employer_name_min: 2, employer_name_max: 120 } },
    });
    type Savings = {
      cycleToWorkSavings: { items: unknown[]; total: { value: number }; errors: { code: string; message: string }[] };
    };
    const tooMany = await british('de-DE').call<Savings>(SAVINGS, {
      input: { items: Array.from({ length: 21 }, (_, i) => ({ sku: `X${i}`, quantity: 1 })) },
    });
    expect(tooMany.body.data?.cycleToWorkSavings).toMatchObject({
      items: [],
      total: { value: 0 },
      errors: [{ code: 'TOO_MANY_ITEMS', message: 'Ein Angebot kann höchstens 20 Artikel enthalten.' }],
    });
    for (const quantity of [0, 11]) {
      const { body } = await british().call<Savings>(SAVINGS, { input: { items: [{ sku: 'X', quantity }] } });
      expect(body.data?.cycleToWorkSavings.errors).toEqual([
        { code: 'QUANTITY_INVALID', message: 'Each quantity must be a whole number from 1 to 10.' },
      ]);
    }
  });

  it('stores a signed-in customer’s quote, emails it and shows it to them only', async () => {
    const ada = await signedIn();
    const { body } = await ada.call<RequestAnswer>(REQUEST, input());
    const quote = body.data!.requestCycleToWorkQuote.quote!;
    expect(body.data!.requestCycleToWorkQuote.errors).toEqual([]);
    expect(parseQuoteNumber(quote.number)).toBe(quote.number);
    expect(new Date(quote.valid_until).getTime() - new Date(quote.created_at).getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(quote.is_valid).toBe(true);
    expect(quote.supplier.name).toBe('Cadence Cycles');

    const mine = await ada.call<{ cycleToWorkQuotes: { number: string }[] }>(MINE);
    expect(mine.body.data?.cycleToWorkQuotes.map((q) => q.number)).toEqual([quote.number]);
    expect((await ada.call(ONE, { number: quote.number })).body.data).toEqual({
      cycleToWorkQuote: { number: quote.number, employer_name: 'Acme Widgets Ltd' },
    });
    // Another customer and an anonymous caller without the email see nothing.
    const eve = await signedIn();
    expect((await eve.call(ONE, { number: quote.number })).body.data).toEqual({ cycleToWorkQuote: null });
    expect((await eve.call<{ cycleToWorkQuotes: unknown[] }>(MINE)).body.data?.cycleToWorkQuotes).toEqual([]);
    expect((await british().call(ONE, { number: quote.number })).body.data).toEqual({ cycleToWorkQuote: null });
    expect((await british().call(MINE)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await gateway.commerce.mailer.settled();
    const outbox = (gateway.commerce.mailer as unknown as { options: { outboxDir: string } }).options.outboxDir;
    const mail = readdirSync(outbox)
      .filter((f) => f.includes('cycle-to-work-quote'))
      .map((f) => readFileSync(`${outbox}/${f}`, 'utf8'))
      .find((m) => m.includes(quote.number));
    expect(mail).toContain('To: ada@example.com');
  });

  it('lets a guest request a quote and read it again with the number and the email', async () => {
    const { body } = await british().call<RequestAnswer>(REQUEST, input({ email: 'guest@example.com' }));
    const number = body.data!.requestCycleToWorkQuote.quote!.number;
    expect((await british().call(ONE, { number, email: 'Guest@Example.com' })).body.data).toEqual({
      cycleToWorkQuote: { number, employer_name: 'Acme Widgets Ltd' },
    });
    expect((await british().call(ONE, { number, email: 'other@example.com' })).body.data).toEqual({ cycleToWorkQuote: null });
  });

  it('answers a mistyped or oversized quote number as one that does not exist', async () => {
    for (const number of [
      'C2W-IIIIIIII',
      'C2W-LOU23456',
      'c2w-abc',
      '',
      'C2W-<script>',
      `C2W-${'A'.repeat(29)}`,
      'x'.repeat(5000),
    ]) {
      for (const email of [null, 'guest@example.com']) {
        const { status, body } = await british().call(ONE, { number, email });
        expect([number.slice(0, 40), email, status, body]).toEqual([
          number.slice(0, 40),
          email,
          200,
          { data: { cycleToWorkQuote: null } },
        ]);
      }
    }
  });

  it('refuses quote requests past the limit: 429, Retry-After, the wait in the shopper’s language', async () => {
    // A client network of its own per run (an IPv6 /64, as the per-client limit counts one), behind
    // the trusted proxy, and an email address of its own (the per-shopper limit counts it).
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const shopper = new Shopper(() => gateway.url, 'de-DE', {
      'cloudfront-viewer-country': 'GB',
      'x-forwarded-for': `${network}::1`,
      // What the web's Apollo client accepts: it reads a 429 in this type as the errors it carries.
      accept: 'application/graphql-response+json,application/json;q=0.9',
    });
    const email = `eager-${randomBytes(6).toString('hex')}@example.com`;
    let refused: Awaited<ReturnType<typeof shopper.call<RequestAnswer>>> | undefined;
    let quoted = 0;
    for (let i = 0; i < 12 && !refused; i++) {
      const answer = await shopper.call<RequestAnswer>(REQUEST, input({ email }));
      if (answer.status === 200 && answer.body.data?.requestCycleToWorkQuote.quote) quoted++;
      else refused = answer;
    }
    // Ten an hour per shopper (QUOTE_REQUESTS), then the eleventh is refused.
    expect(quoted).toBe(10);
    expect(refused!.status).toBe(429);
    expect(refused!.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused!.body.errors).toHaveLength(1);
    expect(refused!.body.errors?.[0]).toMatchObject({
      message: 'Sie haben viele Angebote angefordert. Bitte versuchen Sie es in 60 Minuten erneut.',
    });
    // The code and the wait: nothing of the server's inside (no stack trace, no subgraph's name).
    expect(refused!.body.errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retry_after_seconds: retryAfter,
    });
  });

  it('answers a German shopper with a clear message and stores nothing', async () => {
    const { status, body } = await german().call<RequestAnswer>(REQUEST, input());
    expect(status).toBe(200);
    expect(body.data?.requestCycleToWorkQuote).toEqual({
      quote: null,
      errors: [
        {
          code: 'NOT_AVAILABLE',
          field: null,
          message: 'Cycle to Work ist ein Programm aus Großbritannien: Angebote gibt es nur für Kunden in Großbritannien.',
        },
      ],
    });
  });

  it('explains invalid requests per field, in the storefront language', async () => {
    const { body } = await british('de-DE').call<RequestAnswer>(REQUEST, input({ employer_name: ' ', email: 'nope', items: [] }));
    expect(body.data?.requestCycleToWorkQuote.errors.map((e) => [e.code, e.field])).toEqual([
      ['EMPLOYER_REQUIRED', 'employer_name'],
      ['EMAIL_INVALID', 'email'],
      ['NO_ITEMS', 'items'],
    ]);
    expect(body.data?.requestCycleToWorkQuote.errors[0]?.message).toBe('Bitte geben Sie den Namen Ihres Arbeitgebers ein.');
  });
});
