import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import { randomBytes } from 'node:crypto';
import type { Mailer } from '../../shared/mailer';
import { toMinor, type Minor } from '../../shared/money';
import { RateLimitedError, type RateLimiter } from '../../shared/rate-limiter';
import { ttlMemo } from '../../shared/ttl-cache';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { sellingPrice } from '../catalogue/price.rules';
import { normaliseEmail } from '../customer/customer.rules';
import { cycleToWorkQuoteMail } from './cycle-to-work.mail';
import type { CycleToWorkQuote, CycleToWorkRepository } from './cycle-to-work.repository';
import {
  certificateLimitProblem,
  CYCLE_TO_WORK_CURRENCY,
  isCycleToWorkAvailable,
  isQuoteValid,
  parseQuoteNumber,
  quoteNumber,
  quoteRequestProblems,
  quoteTotal,
  quoteValidUntil,
  quoteItemsProblems,
  savingsTable,
  type BandSavings,
  type CycleToWorkProvider,
  type QuoteProblem,
  type QuoteRequestInput,
  type TaxBand,
} from './cycle-to-work.rules';
import type { CycleToWorkQuoteItemSnapshot } from './cycle-to-work.tables';

export type { CycleToWorkQuote, CycleToWorkQuoteItemSnapshot };

/** Quote requests one shopper (customer, or guest address) may make per hour. */
export const QUOTE_REQUESTS = { points: 10, durationSeconds: 3600 };
/**
 * Quote requests one client address may make per hour, whoever they are for: each request emails
 * the address given, so changing the address must not turn the shop into a mail cannon.
 */
export const QUOTE_REQUESTS_PER_CLIENT = { points: 30, durationSeconds: 3600 };
export type CycleToWorkLimits = RateLimiter<'quoteRequests' | 'quoteRequestsPerClient'>;
/** The most quotes the account lists. */
export const MAX_LISTED_QUOTES = 50;

/** The shop as a quote names it (the supplier the employer's scheme pays). */
export type CycleToWorkSupplier = { name: string; website: string; email: string };

/** Items priced for a quote (or the savings preview), with the problems found on the way. */
export type PricedQuoteItems = { items: CycleToWorkQuoteItemSnapshot[]; totalMinor: Minor; problems: QuoteProblem[] };

/** The savings preview: the items priced, the provider's terms and the savings for every tax band. */
export type CycleToWorkSavings = PricedQuoteItems & {
  provider: CycleToWorkProvider | null;
  hireMonths: number;
  savings: BandSavings[];
};

export type CycleToWorkDeps = {
  repository: CycleToWorkRepository;
  catalogue: Pick<CatalogueService, 'sellablesBySkus'>;
  mailer: Pick<Mailer, 'sendInBackground'>;
  limits?: CycleToWorkLimits;
  siteUrls: Record<StoreCode, string>;
  supplier: CycleToWorkSupplier;
  referenceTtlMs?: number;
  clock?: () => Date;
};

/** The hire period assumed before a provider is chosen (the usual 12 months). */
const DEFAULT_HIRE_MONTHS = 12;

/**
 * Cycle to Work for shoppers in GB (issue 16): the scheme providers and tax bands (reference data,
 * memoised), the savings for a basket, and quotes: requested (validated, rate limited, stored for 30
 * days, emailed), read by their owner only (the signed-in customer, or whoever has the number and
 * the email it was sent to), and listed in the account.
 */
export class CycleToWorkService {
  private readonly providers: (key: void) => Promise<CycleToWorkProvider[]>;
  private readonly bands: (key: void) => Promise<TaxBand[]>;
  private readonly clock: () => Date;

  constructor(private readonly deps: CycleToWorkDeps) {
    this.providers = ttlMemo<void, CycleToWorkProvider[]>(() => deps.repository.listProviders(), deps.referenceTtlMs ?? 0);
    this.bands = ttlMemo<void, TaxBand[]>(() => deps.repository.listTaxBands(), deps.referenceTtlMs ?? 0);
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Whether Cycle to Work is offered to a shopper in `countryCode` (GB only). */
  available(countryCode: string | null | undefined): boolean {
    return isCycleToWorkAvailable(countryCode);
  }

  /** The scheme providers (empty outside GB). */
  async providersFor(countryCode: string | null | undefined): Promise<CycleToWorkProvider[]> {
    return this.available(countryCode) ? this.providers(undefined) : [];
  }

  /** The tax bands and their rates (the same everywhere: they are published rates). */
  taxBands(): Promise<TaxBand[]> {
    return this.bands(undefined);
  }

  /**
   * The savings for a basket (skus and quantities, priced here in pounds) or a plain amount, with a
   * provider's hire period and limits when one is named; null outside GB. A basket past QUOTE_LIMITS
   * is answered with its problems (`quoteItemsProblems`), unpriced.
   */
  async savings(
    countryCode: string | null | undefined,
    store: StoreCode,
    input: { providerId: string | null; amountMinor: Minor | null; items: QuoteRequestInput['items'] },
  ): Promise<CycleToWorkSavings | null> {
    if (!this.available(countryCode)) return null;
    const [providers, bands] = await Promise.all([this.providers(undefined), this.bands(undefined)]);
    const provider = input.providerId ? (providers.find((p) => p.providerId === input.providerId) ?? null) : null;
    const basketProblems = quoteItemsProblems(input.items);
    const priced = basketProblems.length
      ? { items: [], totalMinor: 0, problems: basketProblems }
      : input.items.length
        ? await this.priceItems(store, input.items)
        : { items: [], totalMinor: Math.max(0, Math.round(input.amountMinor ?? 0)), problems: [] };
    const problems = [...priced.problems];
    if (input.providerId && !provider) problems.push({ code: 'PROVIDER_UNKNOWN', field: 'provider_id' });
    const limit = provider && priced.totalMinor > 0 ? this.limitProblem(priced.totalMinor, provider) : null;
    if (limit) problems.push(limit);
    const hireMonths = provider?.hireMonths ?? DEFAULT_HIRE_MONTHS;
    return { ...priced, problems, provider, hireMonths, savings: savingsTable(priced.totalMinor, hireMonths, bands) };
  }

  /**
   * Requests a quote: checks the request, prices the items, stores the quote (valid 30 days) and
   * emails it. Outside GB nothing is stored: the answer is the NOT_AVAILABLE problem. Past a request
   * limit the answer is the RATE_LIMITED problem alone, its params the wait (minutes, seconds).
   */
  async requestQuote(
    scope: { countryCode: string | null | undefined; store: StoreCode; customerId: string | null; clientIp?: string | null },
    input: QuoteRequestInput,
  ): Promise<{ quote: CycleToWorkQuote | null; problems: QuoteProblem[] }> {
    if (!this.available(scope.countryCode)) return { quote: null, problems: [{ code: 'NOT_AVAILABLE', field: null }] };
    const fieldProblems = quoteRequestProblems(input);
    if (fieldProblems.length) return { quote: null, problems: fieldProblems };
    const email = input.email.trim();
    try {
      if (scope.clientIp) await this.deps.limits?.consume('quoteRequestsPerClient', addressLimitKey(scope.clientIp));
      await this.deps.limits?.consume('quoteRequests', scope.customerId ?? normaliseEmail(email));
    } catch (error) {
      if (error instanceof RateLimitedError) {
        // The wait as every refusal carries it: minutes for the message, seconds for Retry-After.
        return { quote: null, problems: [{ code: 'RATE_LIMITED', field: null, params: { ...error.wait } }] };
      }
      throw error;
    }
    const savings = (await this.savings(scope.countryCode, scope.store, {
      providerId: input.providerId,
      amountMinor: null,
      items: input.items,
    }))!;
    const provider = savings.provider;
    const problems = [...savings.problems, ...(provider ? [] : [{ code: 'PROVIDER_UNKNOWN' as const, field: 'provider_id' }])];
    if (problems.length || !provider) return { quote: null, problems: dedupe(problems) };
    const createdAt = this.clock();
    const base = {
      customerId: scope.customerId,
      email,
      store: scope.store,
      employerName: input.employerName.trim(),
      providerId: provider.providerId,
      providerName: provider.name,
      hireMonths: savings.hireMonths,
      currency: CYCLE_TO_WORK_CURRENCY,
      totalMinor: savings.totalMinor,
      items: savings.items,
      savings: savings.savings,
      createdAt,
      validUntil: quoteValidUntil(createdAt),
    };
    // A clash of two random numbers is all but impossible; a few draws make it impossible in practice.
    for (let attempt = 0; attempt < 5; attempt++) {
      const quote = { ...base, number: quoteNumber(randomBytes(8)) };
      if (await this.deps.repository.insertQuote(quote)) {
        this.deps.mailer.sendInBackground(
          {
            ...cycleToWorkQuoteMail(quote, this.deps.supplier),
            to: email,
            kind: 'cycle-to-work-quote',
            link: this.quoteLink(quote),
          },
          quote.number,
        );
        return { quote, problems: [] };
      }
    }
    throw new Error('Could not draw a free Cycle to Work quote number');
  }

  /**
   * A quote for its owner: the signed-in customer it belongs to, or anyone giving the number with
   * the email it was sent to (a guest). Anyone else gets null, as for a number that does not exist.
   */
  async quoteFor(number: string, owner: { customerId: string | null; email: string | null }): Promise<CycleToWorkQuote | null> {
    const parsed = parseQuoteNumber(number);
    if (!parsed) return null;
    const quote = await this.deps.repository.findQuote(parsed);
    if (!quote) return null;
    const ownsIt = quote.customerId !== null && quote.customerId === owner.customerId;
    const sentToThem = owner.email !== null && normaliseEmail(owner.email) === normaliseEmail(quote.email);
    return ownsIt || sentToThem ? quote : null;
  }

  /** A customer's quotes, newest first. */
  customerQuotes(customerId: string): Promise<CycleToWorkQuote[]> {
    return this.deps.repository.listCustomerQuotes(customerId, MAX_LISTED_QUOTES);
  }

  /** Whether a quote may still be handed to an employer. */
  isValid(quote: Pick<CycleToWorkQuote, 'validUntil'>): boolean {
    return isQuoteValid(quote.validUntil, this.clock());
  }

  /** The shop as quotes name it. */
  supplier(): CycleToWorkSupplier {
    return this.deps.supplier;
  }

  private quoteLink(quote: Pick<CycleToWorkQuote, 'store' | 'number'>): string {
    const site = byStore(quote.store, this.deps.siteUrls);
    return `${site}/cycletowork/quote/?number=${quote.number}`;
  }

  private limitProblem(totalMinor: Minor, provider: CycleToWorkProvider): QuoteProblem | null {
    const problem = certificateLimitProblem(totalMinor, provider);
    if (!problem) return null;
    const amount = problem === 'BELOW_MINIMUM' ? provider.minCertificateMinor : provider.maxCertificateMinor!;
    return {
      code: problem,
      field: 'items',
      // The amount in pence: the message formats it in the storefront's number format.
      params: { provider: provider.name, amount },
    };
  }

  /** Items priced in pounds by the catalogue's selling price (the shop's one price rule). */
  private async priceItems(store: StoreCode, wanted: QuoteRequestInput['items']): Promise<PricedQuoteItems> {
    const sellables = await this.deps.catalogue.sellablesBySkus(
      store,
      CYCLE_TO_WORK_CURRENCY,
      // No sku is longer than 64 characters: a longer one is looked up as nothing.
      wanted.map((i) => (i.sku.trim().length <= 64 ? i.sku.trim() : '')),
    );
    const items: CycleToWorkQuoteItemSnapshot[] = [];
    const problems: QuoteProblem[] = [];
    wanted.forEach((request, index) => {
      const sellable = sellables[index];
      const priced =
        sellable?.kind === 'product'
          ? (sellable.option ??
            (sellable.product.price !== null
              ? { price: sellable.product.price, specialPrice: sellable.product.specialPrice }
              : null))
          : null;
      if (!sellable || sellable.kind !== 'product' || !priced) {
        problems.push({ code: 'ITEM_UNAVAILABLE', field: 'items', params: { sku: request.sku.slice(0, 64) } });
        return;
      }
      const name = sellable.option?.label ? `${sellable.product.name} (${sellable.option.label})` : sellable.product.name;
      items.push({
        sku: sellable.sku,
        name,
        quantity: request.quantity,
        unitPriceMinor: toMinor(sellingPrice(priced)),
      });
    });
    return { items, totalMinor: quoteTotal(items), problems };
  }
}

const dedupe = (problems: QuoteProblem[]): QuoteProblem[] =>
  problems.filter((p, i) => problems.findIndex((q) => q.code === p.code && q.field === p.field) === i);
