import { cycleToWorkQuoteMail } from './cycle-to-work.mail';
import type { CycleToWorkQuote } from './cycle-to-work.repository';
import { bandSavings, quoteValidUntil } from './cycle-to-work.rules';

const SUPPLIER = { name: 'Cadence Cycles', website: 'https://shop.example', email: 'hello@shop.example' };

/** A quote requested at `createdAt` for a £1,500 bike and two £24.99 bottles. */
function quote(createdAt: Date): CycleToWorkQuote {
  const items = [
    { sku: 'BK-1', name: 'Model 105', quantity: 1, unitPriceMinor: 150_000 },
    { sku: 'BT-1', name: 'Bottle', quantity: 2, unitPriceMinor: 2_499 },
  ];
  const totalMinor = 154_998;
  return {
    number: 'C2W-234Z2HC9',
    customerId: null,
    email: 'ada@example.com',
    store: 'de-DE',
    employerName: 'Acme <Widgets> Ltd',
    providerId: 'cyclescheme',
    providerName: 'Cyclescheme',
    hireMonths: 12,
    currency: 'GBP',
    totalMinor,
    items,
    savings: [
      bandSavings(totalMinor, 12, {
        bandId: 'uk-basic',
        region: 'UK',
        taxYear: '2026/27',
        incomeTaxPercent: 20,
        nationalInsurancePercent: 8,
      }),
    ],
    createdAt,
    validUntil: quoteValidUntil(createdAt),
  };
}

describe('the Cycle to Work quote email', () => {
  it('dates the quote by the shop’s calendar day (London), as the printable quote does', () => {
    // 23:30 UTC in June is 00:30 on the 15th in London: the quote is of the 15th, valid until 15 July.
    const mail = cycleToWorkQuoteMail(quote(new Date('2025-06-14T23:30:00Z')), SUPPLIER);
    expect(mail.text).toContain('Date: 15 Jun 2025 · valid until 15 Jul 2025 (30 days)');
    expect(mail.html).toContain('Date: 15 Jun 2025 · valid until 15 Jul 2025 (30 days)');
    // In winter London is on UTC.
    expect(cycleToWorkQuoteMail(quote(new Date('2026-01-14T23:30:00Z')), SUPPLIER).text).toContain(
      'Date: 14 Jan 2026 · valid until 13 Feb 2026 (30 days)',
    );
  });

  it('writes money as the shop does everywhere: whole pounds without decimals, pence with two', () => {
    const mail = cycleToWorkQuoteMail(quote(new Date('2026-03-01T10:00:00Z')), SUPPLIER);
    expect(mail.text).toContain('1 × Model 105 (BK-1) — £1,500\n');
    expect(mail.text).toContain('2 × Bottle (BT-1) — £49.98');
    expect(mail.text).toContain('Total: £1,549.98');
    expect(mail.html).toContain('>£1,500<');
  });

  it('is written in English from either storefront, with the employer escaped in the HTML', () => {
    const mail = cycleToWorkQuoteMail(quote(new Date('2026-03-01T10:00:00Z')), SUPPLIER);
    expect(mail.subject).toBe('Your Cycle to Work quote C2W-234Z2HC9 from Cadence Cycles');
    expect(mail.text).toContain('Employer: Acme <Widgets> Ltd');
    expect(mail.html).toContain('Employer: Acme &lt;Widgets&gt; Ltd');
    expect(mail.html).not.toContain('<Widgets>');
  });
});
