import {
  bandSavings,
  canPayByCycleToWork,
  certificateLimitProblem,
  isCycleToWorkAvailable,
  isQuoteValid,
  parseQuoteNumber,
  QUOTE_VALIDITY_DAYS,
  quoteNumber,
  quoteRequestProblems,
  quoteTotal,
  quoteValidUntil,
  savingsTable,
  type TaxBand,
} from './cycle-to-work.rules';

const band = (bandId: string, incomeTaxPercent: number, nationalInsurancePercent: number, region = 'UK'): TaxBand => ({
  bandId,
  region,
  taxYear: '2026/27',
  incomeTaxPercent,
  nationalInsurancePercent,
});
const basic = band('uk-basic', 20, 8);
const higher = band('uk-higher', 40, 2);
const additional = band('uk-additional', 45, 2);

describe('Cycle to Work savings', () => {
  it('£1,000 bike at the basic rate over 12 months: £83.33 a month gross, 20 % tax and 8 % NI saved, £720 net, 28 % saved', () => {
    expect(bandSavings(100_000, 12, basic)).toEqual({
      bandId: 'uk-basic',
      region: 'UK',
      incomeTaxPercent: 20,
      nationalInsurancePercent: 8,
      monthlyGrossMinor: 8_333,
      monthlyNetMinor: 6_000,
      taxSavedMinor: 20_000,
      nationalInsuranceSavedMinor: 8_000,
      netCostMinor: 72_000,
      savingPercent: 28,
    });
  });

  it('higher rate saves 40 + 2 = 42 %, additional rate 45 + 2 = 47 %', () => {
    expect(bandSavings(100_000, 12, higher)).toMatchObject({
      taxSavedMinor: 40_000,
      nationalInsuranceSavedMinor: 2_000,
      netCostMinor: 58_000,
      savingPercent: 42,
    });
    expect(bandSavings(100_000, 12, additional)).toMatchObject({
      netCostMinor: 53_000,
      monthlyNetMinor: 4_417,
      savingPercent: 47,
    });
  });

  it('Scottish bands: starter 19 % + 8 % NI, top 48 % + 2 % NI', () => {
    expect(bandSavings(150_000, 12, band('scot-starter', 19, 8, 'SCOTLAND'))).toMatchObject({
      monthlyGrossMinor: 12_500,
      taxSavedMinor: 28_500,
      nationalInsuranceSavedMinor: 12_000,
      netCostMinor: 109_500,
      savingPercent: 27,
    });
    expect(bandSavings(150_000, 12, band('scot-top', 48, 2, 'SCOTLAND'))).toMatchObject({
      netCostMinor: 75_000,
      savingPercent: 50,
    });
  });

  it('rounds each saving to the penny and keeps gross = net + tax + NI; other hire periods spread over their months', () => {
    const s = bandSavings(149_999, 18, basic);
    expect(s).toMatchObject({
      taxSavedMinor: 30_000,
      nationalInsuranceSavedMinor: 12_000,
      netCostMinor: 107_999,
      monthlyGrossMinor: 8_333,
    });
    expect(s.netCostMinor + s.taxSavedMinor + s.nationalInsuranceSavedMinor).toBe(149_999);
    expect(bandSavings(0, 12, basic)).toMatchObject({ monthlyGrossMinor: 0, netCostMinor: 0, savingPercent: 0 });
  });

  it('answers one row per band, in the bands’ order', () => {
    expect(savingsTable(100_000, 12, [basic, higher, additional]).map((s) => s.savingPercent)).toEqual([28, 42, 47]);
  });

  it('totals lines as unit price × quantity', () => {
    expect(
      quoteTotal([
        { unitPriceMinor: 99_999, quantity: 1 },
        { unitPriceMinor: 2_499, quantity: 2 },
      ]),
    ).toBe(104_997);
  });
});

describe('Cycle to Work limits and availability', () => {
  it('is a GB offer only', () => {
    expect(isCycleToWorkAvailable('GB')).toBe(true);
    for (const c of ['DE', 'IE', null, undefined]) expect(isCycleToWorkAvailable(c)).toBe(false);
  });

  it('pays only orders in pounds of shoppers in GB', () => {
    expect(canPayByCycleToWork('GB', 'GBP')).toBe(true);
    expect(canPayByCycleToWork('GB', 'EUR')).toBe(false);
    expect(canPayByCycleToWork('DE', 'EUR')).toBe(false);
    expect(canPayByCycleToWork('US', 'USD')).toBe(false);
    expect(canPayByCycleToWork('IE', 'GBP')).toBe(false);
    expect(canPayByCycleToWork(null, 'GBP')).toBe(false);
  });

  it("keeps a total within the provider's certificate limits; no maximum means no cap", () => {
    const capped = { minCertificateMinor: 10_000, maxCertificateMinor: 100_000 };
    expect(certificateLimitProblem(9_999, capped)).toBe('BELOW_MINIMUM');
    expect(certificateLimitProblem(10_000, capped)).toBeNull();
    expect(certificateLimitProblem(100_000, capped)).toBeNull();
    expect(certificateLimitProblem(100_001, capped)).toBe('ABOVE_MAXIMUM');
    expect(certificateLimitProblem(900_000, { minCertificateMinor: 10_000, maxCertificateMinor: null })).toBeNull();
  });
});

describe('Cycle to Work quotes', () => {
  it(`is valid for ${QUOTE_VALIDITY_DAYS} days from the request, to the moment`, () => {
    const requested = new Date('2026-03-01T10:00:00Z');
    const until = quoteValidUntil(requested);
    expect(until.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(isQuoteValid(until, new Date('2026-03-31T09:59:59Z'))).toBe(true);
    expect(isQuoteValid(until, until)).toBe(false);
  });

  it('numbers a quote C2W- and 8 unambiguous characters from random bytes, and reads a typed one back', () => {
    const number = quoteNumber(Uint8Array.from([0, 1, 2, 29, 30, 255, 100, 7]));
    expect(number).toMatch(/^C2W-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(number).toBe('C2W-234Z2HC9');
    expect(parseQuoteNumber(' c2w-234z2hc9 ')).toBe(number);
    expect(parseQuoteNumber('C2W-0000000O')).toBeNull();
    expect(parseQuoteNumber("C2W-234Z2HC9' or 1=1")).toBeNull();
  });

  it('refuses what a person may mistype for a number: letters the alphabet leaves out, too few or many, other text', () => {
    for (const typed of [
      'C2W-234Z2HCI',
      'C2W-234Z2HCL',
      'C2W-234Z2HCO',
      'C2W-234Z2HCU',
      'C2W-234Z2HC1',
      'C2W-234Z2HC',
      'C2W-234Z2HC99',
      'C2W234Z2HC9',
      'C2W-234Z 2HC9',
      '',
      '   ',
      'C2W-<script>',
      'C2W-234Z2HC9\u0000',
      'x'.repeat(10_000),
    ]) {
      expect([typed, parseQuoteNumber(typed)]).toEqual([typed, null]);
    }
    // Every number drawn reads back as itself.
    for (let seed = 0; seed < 256; seed += 7) {
      const drawn = quoteNumber(Uint8Array.from({ length: 8 }, (_, i) => (seed * (i + 3)) % 256));
      expect(parseQuoteNumber(drawn.toLowerCase())).toBe(drawn);
    }
    expect(() => quoteNumber(new Uint8Array(4))).toThrow();
  });

  it('checks the employer, email, number of items and quantities of a request', () => {
    const ok = {
      employerName: 'Acme Ltd',
      email: 'ada@example.com',
      providerId: 'cyclescheme',
      items: [{ sku: 'X', quantity: 1 }],
    };
    expect(quoteRequestProblems(ok)).toEqual([]);
    const codes = (input: Partial<typeof ok>) => quoteRequestProblems({ ...ok, ...input }).map((p) => p.code);
    expect(codes({ employerName: ' ' })).toEqual(['EMPLOYER_REQUIRED']);
    expect(codes({ employerName: 'x'.repeat(121) })).toEqual(['EMPLOYER_TOO_LONG']);
    expect(codes({ email: 'not-an-email' })).toEqual(['EMAIL_INVALID']);
    expect(codes({ items: [] })).toEqual(['NO_ITEMS']);
    expect(codes({ items: Array.from({ length: 21 }, (_, i) => ({ sku: `S${i}`, quantity: 1 })) })).toEqual(['TOO_MANY_ITEMS']);
    for (const quantity of [0, -1, 1.5, 11]) expect(codes({ items: [{ sku: 'X', quantity }] })).toEqual(['QUANTITY_INVALID']);
  });
});
