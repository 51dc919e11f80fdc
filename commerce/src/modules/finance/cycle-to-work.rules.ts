import type { Minor } from '../../shared/money';
import { isEmailAddress } from '../customer/customer.rules';

/**
 * Cycle to Work (issue 16): an employer hires a bike and accessories to an employee, who pays for
 * them out of gross salary over the hire period (salary sacrifice), so the employee saves the income
 * tax and National Insurance that salary would have cost. Amounts are integer pence (`Minor`);
 * rates are percentages as HMRC publishes them (configuration data: `cycle_to_work_tax_bands`).
 */

/** How long a quote may be handed to an employer. */
export const QUOTE_VALIDITY_DAYS = 30;
/** The most lines a quote may have, the most of one item, and the longest employer name. */
export const QUOTE_LIMITS = { maxItems: 20, maxQuantity: 10, maxEmployerName: 120, minEmployerName: 2 } as const;
/** Cycle to Work is a UK tax scheme: quotes are in pounds, for shoppers in Great Britain. */
export const CYCLE_TO_WORK_CURRENCY = 'GBP';

/** A scheme provider and the certificates it issues. `maxCertificateMinor` null: no upper limit. */
export type CycleToWorkProvider = {
  providerId: string;
  name: string;
  minCertificateMinor: Minor;
  maxCertificateMinor: Minor | null;
  hireMonths: number;
};

/** An income tax band and the employee National Insurance rate assumed for it. */
export type TaxBand = {
  bandId: string;
  /** 'UK' (England, Wales, Northern Ireland) or 'SCOTLAND'. */
  region: string;
  taxYear: string;
  incomeTaxPercent: number;
  nationalInsurancePercent: number;
};

/** What salary sacrifice of `totalMinor` over the hire period saves a taxpayer in one band. */
export type BandSavings = {
  bandId: string;
  region: string;
  incomeTaxPercent: number;
  nationalInsurancePercent: number;
  /** Gross salary given up each month (the certificate value over the hire months). */
  monthlyGrossMinor: Minor;
  /** What that costs the employee each month after tax and National Insurance. */
  monthlyNetMinor: Minor;
  taxSavedMinor: Minor;
  nationalInsuranceSavedMinor: Minor;
  /** What the bike really costs the employee: the total less tax and National Insurance saved. */
  netCostMinor: Minor;
  /** Tax and National Insurance saved, in percent of the total. */
  savingPercent: number;
};

/** Cycle to Work is offered to shoppers in Great Britain only. */
export function isCycleToWorkAvailable(countryCode: string | null | undefined): boolean {
  return countryCode === 'GB';
}

/**
 * Whether an order can be paid with a Cycle to Work certificate: a shopper in Great Britain
 * (`isCycleToWorkAvailable`) paying in pounds, the only currency certificates are issued in.
 */
export function canPayByCycleToWork(countryCode: string | null | undefined, currency: string): boolean {
  return isCycleToWorkAvailable(countryCode) && currency === CYCLE_TO_WORK_CURRENCY;
}

/**
 * The savings for one tax band: tax and NI saved are the band's rates of the total (rounded to the
 * penny), the net cost is what is left; the monthly figures spread gross and net over the hire.
 * £1,000 over 12 months at the basic rate: £83.33 a month gross, £200 tax and £80 NI saved, £720
 * net (£60 a month), 28 % saved.
 */
export function bandSavings(totalMinor: Minor, hireMonths: number, band: TaxBand): BandSavings {
  const months = Math.max(1, Math.round(hireMonths));
  const taxSavedMinor = Math.round((totalMinor * band.incomeTaxPercent) / 100);
  const nationalInsuranceSavedMinor = Math.round((totalMinor * band.nationalInsurancePercent) / 100);
  const netCostMinor = totalMinor - taxSavedMinor - nationalInsuranceSavedMinor;
  return {
    bandId: band.bandId,
    region: band.region,
    incomeTaxPercent: band.incomeTaxPercent,
    nationalInsurancePercent: band.nationalInsurancePercent,
    monthlyGrossMinor: Math.round(totalMinor / months),
    monthlyNetMinor: Math.round(netCostMinor / months),
    taxSavedMinor,
    nationalInsuranceSavedMinor,
    netCostMinor,
    savingPercent: totalMinor > 0 ? Math.round(((taxSavedMinor + nationalInsuranceSavedMinor) / totalMinor) * 10_000) / 100 : 0,
  };
}

/** The savings table: one row per band, in the bands' order. */
export function savingsTable(totalMinor: Minor, hireMonths: number, bands: readonly TaxBand[]): BandSavings[] {
  return bands.map((band) => bandSavings(totalMinor, hireMonths, band));
}

/** A quote's line total: the sum of unit price × quantity. */
export function quoteTotal(items: readonly { unitPriceMinor: Minor; quantity: number }[]): Minor {
  return items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
}

/** Why a total cannot be a provider's certificate (below its minimum, above its maximum), or null. */
export function certificateLimitProblem(
  totalMinor: Minor,
  provider: Pick<CycleToWorkProvider, 'minCertificateMinor' | 'maxCertificateMinor'>,
): 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM' | null {
  if (totalMinor < provider.minCertificateMinor) return 'BELOW_MINIMUM';
  if (provider.maxCertificateMinor !== null && totalMinor > provider.maxCertificateMinor) return 'ABOVE_MAXIMUM';
  return null;
}

/** Until when a quote requested at `createdAt` may be used: 30 days later, to the moment. */
export function quoteValidUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a quote is still valid at `now` (valid up to, not including, its end). */
export function isQuoteValid(validUntil: Date, now: Date): boolean {
  return now.getTime() < validUntil.getTime();
}

/** Letters and digits a person reads back without confusing them (no 0/O, 1/I/L, U). */
const QUOTE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const QUOTE_NUMBER = new RegExp(`^C2W-[${QUOTE_ALPHABET}]{8}$`);

/**
 * A quote number from 8 random bytes: C2W- and 8 characters of a 30-letter alphabet (30⁸ ≈ 6.6 × 10¹¹
 * numbers, so one is not guessed; a guest's also needs their email). Modulo bias is negligible here.
 */
export function quoteNumber(random: Uint8Array): string {
  if (random.length < 8) throw new Error('quoteNumber needs 8 random bytes');
  return `C2W-${Array.from(random.subarray(0, 8), (byte) => QUOTE_ALPHABET[byte % QUOTE_ALPHABET.length]).join('')}`;
}

/**
 * A quote number as a shopper may type it (any case, spaces around), or null when it cannot be one
 * (a mistyped number, a 0/O, 1/I/L or U, any other text): the one rule of a number's shape. The API
 * bounds the size of what it passes on and the web only tidies what it shows; a number this refuses
 * is answered as one that does not exist.
 */
export function parseQuoteNumber(value: string): string | null {
  const number = value.trim().toUpperCase();
  return QUOTE_NUMBER.test(number) ? number : null;
}

/** What is wrong with a quote request, each with the field it concerns. */
export type QuoteProblemCode =
  | 'NOT_AVAILABLE'
  | 'EMPLOYER_REQUIRED'
  | 'EMPLOYER_TOO_LONG'
  | 'EMAIL_INVALID'
  | 'PROVIDER_UNKNOWN'
  | 'NO_ITEMS'
  | 'TOO_MANY_ITEMS'
  | 'QUANTITY_INVALID'
  | 'ITEM_UNAVAILABLE'
  | 'BELOW_MINIMUM'
  | 'ABOVE_MAXIMUM'
  | 'RATE_LIMITED';
export type QuoteProblem = { code: QuoteProblemCode; field: string | null; params?: Record<string, string | number> };

/** A quote request as the API takes it (before prices are looked up). */
export type QuoteRequestInput = {
  employerName: string;
  email: string;
  providerId: string;
  items: readonly { sku: string; quantity: number }[];
};

/** The problems of a request's own fields (lengths, counts, quantities, the email), before any look-up. */
export function quoteRequestProblems(input: QuoteRequestInput): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const employer = input.employerName.trim();
  if (employer.length < QUOTE_LIMITS.minEmployerName) problems.push({ code: 'EMPLOYER_REQUIRED', field: 'employer_name' });
  else if (employer.length > QUOTE_LIMITS.maxEmployerName) {
    problems.push({ code: 'EMPLOYER_TOO_LONG', field: 'employer_name', params: { max: QUOTE_LIMITS.maxEmployerName } });
  }
  if (!isEmailAddress(input.email)) problems.push({ code: 'EMAIL_INVALID', field: 'email' });
  if (input.items.length === 0) problems.push({ code: 'NO_ITEMS', field: 'items' });
  else problems.push(...quoteItemsProblems(input.items));
  return problems;
}

/**
 * The problems of a basket's size (QUOTE_LIMITS): too many lines, or a quantity that is not 1–10.
 * The one rule for a quote's request and for the savings preview of a basket, which answer them in
 * the storefront's language; nothing is priced past them, and nothing is cut to fit.
 */
export function quoteItemsProblems(items: QuoteRequestInput['items']): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  if (items.length > QUOTE_LIMITS.maxItems) {
    problems.push({ code: 'TOO_MANY_ITEMS', field: 'items', params: { max: QUOTE_LIMITS.maxItems } });
  }
  if (items.some((i) => !Number.isInteger(i.quantity) || i.quantity < 1 || i.quantity > QUOTE_LIMITS.maxQuantity)) {
    problems.push({ code: 'QUANTITY_INVALID', field: 'items', params: { max: QUOTE_LIMITS.maxQuantity } });
  }
  return problems;
}
