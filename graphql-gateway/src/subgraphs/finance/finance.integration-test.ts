import { Shopper } from '../../test-support/shopper';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

const PRODUCTS = `{ v12Products { product_id months apr rb_min_loan rb_max_loan single_final_payment } v12Deposits { percent } }`;
const CALCULATION = `query Calc($price: Float!, $deposit: Float) { financeCalculation(price: $price, deposit_percent: $deposit) {
  price { value currency } deposit_percent deposit { value } offered_product_ids message minimum_amount { value }
  price_range { min { value } max { value } } deposit_range { min max }
  representative { product { product_id } months apr monthly_repayment { value } final_payment { value } total_repayable { value } loan_amount { value } interest_rate }
  options { product { product_id } unavailable } } }`;

type Calculation = {
  price: { value: number; currency: string };
  deposit_percent: number;
  deposit: { value: number };
  offered_product_ids: string[];
  message: string | null;
  minimum_amount: { value: number } | null;
  price_range: { min: { value: number }; max: { value: number } };
  deposit_range: { min: number; max: number };
  representative: {
    product: { product_id: string };
    months: number;
    apr: number;
    monthly_repayment: { value: number };
    final_payment: { value: number };
    total_repayable: { value: number };
    loan_amount: { value: number };
    interest_rate: number;
  } | null;
  options: { product: { product_id: string }; unavailable: boolean }[];
};

const british = () => new Shopper(() => gateway.url, 'en-GB', { 'cloudfront-viewer-country': 'GB' });

describe('finance subgraph', () => {
  it("answers a GB shopper's products and deposits (spec: v12Products, v12Deposits)", async () => {
    const { status, body } = await british().call<{
      v12Products: { product_id: string; months: number }[];
      v12Deposits: { percent: number }[];
    }>(PRODUCTS);
    expect(status).toBe(200);
    expect(body.data?.v12Products.map((p) => p.product_id)).toEqual([
      'IFC12',
      'IFC24',
      'CL36-9.9',
      'CL48-9.9',
      'CL36-14.9',
      'CL48-14.9',
      'BNPL12',
    ]);
    expect(body.data?.v12Deposits.map((d) => d.percent)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('offers no finance to a shopper outside GB: empty lists and no calculation, not an error', async () => {
    for (const shopper of [
      new Shopper(() => gateway.url, 'de-DE', { 'cloudfront-viewer-country': 'DE' }),
      new Shopper(() => gateway.url, 'en-GB', { 'cloudfront-viewer-country': 'US' }),
    ]) {
      const lists = await shopper.call<{ v12Products: unknown[]; v12Deposits: unknown[] }>(PRODUCTS);
      expect(lists.body.errors).toBeUndefined();
      expect(lists.body.data).toEqual({ v12Products: [], v12Deposits: [] });
      const calc = await shopper.call<{ financeCalculation: Calculation | null }>(CALCULATION, { price: 1499, deposit: 10 });
      expect(calc.body.errors).toBeUndefined();
      expect(calc.body.data?.financeCalculation).toBeNull();
    }
  });

  it('works out a £1,499 bike with 10 % down, the 48-month 9.9 % loan as the representative example', async () => {
    const { body } = await british().call<{ financeCalculation: Calculation }>(CALCULATION, { price: 1499, deposit: 10 });
    const calc = body.data!.financeCalculation;
    expect(calc.price).toEqual({ value: 1499, currency: 'GBP' });
    expect(calc.deposit.value).toBe(149.9);
    expect(calc.offered_product_ids).toHaveLength(7);
    expect(calc.price_range).toEqual({ min: { value: 250 }, max: { value: 5996 } });
    expect(calc.deposit_range).toEqual({ min: 0, max: 50 });
    expect(calc.representative).toMatchObject({
      product: { product_id: 'CL48-9.9' },
      months: 48,
      apr: 9.9,
      interest_rate: 9.48,
      loan_amount: { value: 1349.1 },
    });
    // Annuity at 9.9 % APR (effective) over 48 months, to the penny: 47 payments and a last one.
    const r = calc.representative!;
    expect(r.monthly_repayment.value).toBe(33.88);
    expect(Math.round((r.monthly_repayment.value * 47 + r.final_payment.value) * 100) / 100).toBe(r.total_repayable.value);
    expect(calc.message).toBeNull();
  });

  it('marks loans out of reach unavailable and says so under the minimum amount, in both storefronts', async () => {
    const low = await british().call<{ financeCalculation: Calculation }>(CALCULATION, { price: 800, deposit: 0 });
    expect(low.body.data?.financeCalculation.options.filter((o) => o.unavailable).map((o) => o.product.product_id)).toEqual([
      'CL36-9.9',
      'CL48-9.9',
      'CL36-14.9',
      'CL48-14.9',
    ]);
    const en = await british().call<{ financeCalculation: Calculation }>(CALCULATION, { price: 199.99 });
    expect(en.body.data?.financeCalculation.message).toBe(
      'The minimum amount for finance is £250, please select a higher cash price.',
    );
    const de = await new Shopper(() => gateway.url, 'de-DE', { 'cloudfront-viewer-country': 'GB' }).call<{
      financeCalculation: Calculation;
    }>(CALCULATION, { price: 199.99 });
    expect(de.body.data?.financeCalculation.message).toBe(
      'Der Mindestbetrag für eine Finanzierung beträgt 250\u00a0£. Bitte wählen Sie einen höheren Barpreis.',
    );
  });

  it('refuses a hostile price or deposit with a clear 400', async () => {
    for (const variables of [{ price: -1 }, { price: 1e12 }, { price: 1000, deposit: -5 }, { price: 1000, deposit: 1e9 }]) {
      const { status, body } = await british().call(CALCULATION, variables);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it("answers a listing's teasers in one request: each price's representative example, none under the minimum or outside GB", async () => {
    const TEASERS = `query T($prices: [Float!]!) { financeTeasers(prices: $prices) { price { value currency } monthly_repayment { value } months apr } }`;
    type Teasers = { financeTeasers: { price: { value: number }; monthly_repayment: { value: number }; months: number }[] };
    const shopper = british();
    const { body } = await shopper.call<Teasers>(TEASERS, { prices: [1549, 199, 2999, 1549] });
    // £199 is under every minimum loan; a price asked twice is answered once.
    expect(body.data!.financeTeasers.map((t) => t.price.value)).toEqual([1549, 2999]);
    const calculated = await shopper.call<{ financeCalculation: Calculation }>(CALCULATION, { price: 1549, deposit: 0 });
    const example = calculated.body.data!.financeCalculation.representative!;
    expect(body.data!.financeTeasers[0]).toMatchObject({ monthly_repayment: example.monthly_repayment, months: example.months });

    const german = new Shopper(() => gateway.url, 'de-DE', { 'cloudfront-viewer-country': 'DE' });
    expect((await german.call<Teasers>(TEASERS, { prices: [1549] })).body.data!.financeTeasers).toEqual([]);

    for (const prices of [Array.from({ length: 61 }, (_, i) => 1000 + i), [-1], [1e9]]) {
      const refused = await shopper.call(TEASERS, { prices });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
