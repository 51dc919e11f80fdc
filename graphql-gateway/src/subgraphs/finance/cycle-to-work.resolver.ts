import type {
  CycleToWorkQuote as DomainQuote,
  CycleToWorkQuoteItemSnapshot,
  CycleToWorkSavings as DomainSavings,
} from '@cadence/commerce/modules/finance/cycle-to-work.service';
import { quoteProblemMessage } from '@cadence/commerce/modules/finance/cycle-to-work.messages';
import {
  CYCLE_TO_WORK_CURRENCY,
  QUOTE_LIMITS,
  type BandSavings,
  type CycleToWorkProvider as DomainProvider,
  type QuoteProblem,
} from '@cadence/commerce/modules/finance/cycle-to-work.rules';
import { CustomerError } from '@cadence/commerce/modules/customer/customer.errors';
import { fromMinor, toMinor, type Minor } from '@cadence/commerce/shared/money';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { badUserInput, customerErrorToGraphQL, rateLimitedExtensions } from '../../shared/domain-errors';
import type { Money } from '../../shared/money.type';
import {
  CycleToWorkBandSavings,
  CycleToWorkError,
  CycleToWorkErrorCodeEnum,
  CycleToWorkItem,
  CycleToWorkProvider,
  CycleToWorkQuote,
  CycleToWorkQuoteLimits,
  CycleToWorkSavings,
  CycleToWorkSavingsInput,
  CycleToWorkTaxRegionEnum,
  RequestCycleToWorkQuoteInput,
  RequestCycleToWorkQuoteOutput,
} from './cycle-to-work.type';

/** The largest amount the savings preview takes, in pounds. */
const MAX_AMOUNT = 100_000;
/** The longest sku looked up. */
const MAX_SKU = 64;
/**
 * The longest quote number passed on to commerce, whose parseQuoteNumber alone decides what a
 * number looks like; anything longer is answered as a number that does not exist.
 */
const MAX_QUOTE_NUMBER = 32;
/** The longest email address (RFC 5321). */
const MAX_EMAIL = 254;

const gbp = (minor: Minor): Money => ({ value: fromMinor(minor), currency: CYCLE_TO_WORK_CURRENCY });

const toProvider = (p: DomainProvider): CycleToWorkProvider => ({
  id: p.providerId,
  name: p.name,
  min_certificate: gbp(p.minCertificateMinor),
  max_certificate: p.maxCertificateMinor === null ? null : gbp(p.maxCertificateMinor),
  hire_months: p.hireMonths,
});

const toBand = (s: BandSavings): CycleToWorkBandSavings => ({
  band_id: s.bandId,
  region: s.region === 'SCOTLAND' ? CycleToWorkTaxRegionEnum.SCOTLAND : CycleToWorkTaxRegionEnum.UK,
  income_tax_percent: s.incomeTaxPercent,
  national_insurance_percent: s.nationalInsurancePercent,
  monthly_gross: gbp(s.monthlyGrossMinor),
  monthly_net: gbp(s.monthlyNetMinor),
  tax_saved: gbp(s.taxSavedMinor),
  national_insurance_saved: gbp(s.nationalInsuranceSavedMinor),
  net_cost: gbp(s.netCostMinor),
  saving_percent: s.savingPercent,
});

const toItem = (i: CycleToWorkQuoteItemSnapshot): CycleToWorkItem => ({
  sku: i.sku,
  name: i.name,
  quantity: i.quantity,
  unit_price: gbp(i.unitPriceMinor),
  row_total: gbp(i.unitPriceMinor * i.quantity),
});

const toError = (problem: QuoteProblem, store: string): CycleToWorkError => ({
  code: CycleToWorkErrorCodeEnum[problem.code],
  field: problem.field,
  message: quoteProblemMessage(problem, store),
});

/**
 * A quote request past its limit, refused as every limit of the API is: an error of the request,
 * HTTP 429 with Retry-After and the wait in the shopper's language (not a problem of the quote).
 */
const rateLimited = (problem: QuoteProblem, store: string): GraphQLError =>
  new GraphQLError(quoteProblemMessage(problem, store), {
    extensions: { code: 'RATE_LIMITED', ...rateLimitedExtensions(problem.params?.seconds) },
  });

const toQuote = (service: RequestContext['commerce']['cycleToWork'], q: DomainQuote): CycleToWorkQuote => ({
  number: q.number,
  created_at: q.createdAt.toISOString(),
  valid_until: q.validUntil.toISOString(),
  is_valid: service.isValid(q),
  email: q.email,
  employer_name: q.employerName,
  provider_id: q.providerId,
  provider_name: q.providerName,
  hire_months: q.hireMonths,
  items: q.items.map(toItem),
  total: gbp(q.totalMinor),
  savings: q.savings.map(toBand),
  supplier: service.supplier(),
});

/**
 * Cycle to Work for shoppers in GB (issue 16): the providers, the savings by tax band, and quotes.
 * Outside GB the lists are empty, the savings null, and a quote request answers NOT_AVAILABLE with a
 * message (not an error). Quotes are read by their owner only: the signed-in customer they belong
 * to, or with the number and the email address they were sent to.
 */
@Resolver()
export class CycleToWorkResolver {
  @Query(() => Boolean, { description: 'Whether Cycle to Work quotes are offered to the shopper (in GB only).' })
  async cycleToWorkAvailable(@Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.commerce.cycleToWork.available((await ctx.shopperCountry())?.code);
  }

  @Query(() => CycleToWorkQuoteLimits, { description: 'What one quote takes (its lines, quantities and employer name).' })
  cycleToWorkQuoteLimits(): CycleToWorkQuoteLimits {
    return {
      max_items: QUOTE_LIMITS.maxItems,
      max_quantity: QUOTE_LIMITS.maxQuantity,
      employer_name_min: QUOTE_LIMITS.minEmployerName,
      employer_name_max: QUOTE_LIMITS.maxEmployerName,
    };
  }

  @Query(() => [CycleToWorkProvider], { description: 'The scheme providers and their limits (empty outside GB).' })
  async cycleToWorkProviders(@Ctx() ctx: RequestContext): Promise<CycleToWorkProvider[]> {
    return (await ctx.commerce.cycleToWork.providersFor((await ctx.shopperCountry())?.code)).map(toProvider);
  }

  @Query(() => CycleToWorkSavings, {
    nullable: true,
    description: 'The savings by tax band for items (priced by the shop) or an amount, over the hire period; null outside GB.',
  })
  async cycleToWorkSavings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CycleToWorkSavingsInput) input: CycleToWorkSavingsInput,
  ): Promise<CycleToWorkSavings | null> {
    // How many lines and of each: commerce's rule (quoteItemsProblems), answered in `errors` in the
    // storefront's language. Only what no basket of the shop could send is refused here.
    const items = input.items ?? [];
    if (items.some((i) => i.sku.length > MAX_SKU)) throw badUserInput(`items: skus of at most ${MAX_SKU} characters.`);
    const amount = input.amount ?? null;
    if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT)) {
      throw badUserInput(`amount must be between 0 and ${MAX_AMOUNT} pounds.`);
    }
    if ((input.provider_id?.length ?? 0) > MAX_SKU) throw badUserInput('provider_id is too long.');
    const savings = await ctx.commerce.cycleToWork.savings((await ctx.shopperCountry())?.code, ctx.store, {
      providerId: input.provider_id ?? null,
      amountMinor: amount === null ? null : toMinor(amount),
      items,
    });
    return savings ? this.toSavings(savings, ctx.store) : null;
  }

  @Mutation(() => RequestCycleToWorkQuoteOutput, {
    description:
      'Requests a quote: stored (valid 30 days) and emailed. A signed-in customer finds it in the account. ' +
      'errors: NOT_AVAILABLE outside GB, invalid fields, limits. Past the request limit: a RATE_LIMITED error (HTTP 429, Retry-After).',
  })
  async requestCycleToWorkQuote(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestCycleToWorkQuoteInput) input: RequestCycleToWorkQuoteInput,
  ): Promise<RequestCycleToWorkQuoteOutput> {
    const [country, session] = await Promise.all([ctx.shopperCountry(), ctx.session()]);
    const { quote, problems } = await ctx.commerce.cycleToWork.requestQuote(
      { countryCode: country?.code, store: ctx.store, customerId: session?.customerId ?? null, clientIp: ctx.clientIp },
      { employerName: input.employer_name, email: input.email, providerId: input.provider_id, items: input.items },
    );
    const limited = problems.find((p) => p.code === 'RATE_LIMITED');
    if (limited) throw rateLimited(limited, ctx.store);
    return { quote: quote ? toQuote(ctx.commerce.cycleToWork, quote) : null, errors: problems.map((p) => toError(p, ctx.store)) };
  }

  @Query(() => CycleToWorkQuote, {
    nullable: true,
    description:
      "A quote by number, for its owner: the signed-in customer it belongs to, or with the email it was sent to. Null for anyone else's.",
  })
  async cycleToWorkQuote(
    @Ctx() ctx: RequestContext,
    @Arg('number') number: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
  ): Promise<CycleToWorkQuote | null> {
    // Sizes only: commerce reads the number (a mistyped one is null, as one that does not exist).
    if (number.length > MAX_QUOTE_NUMBER || (email?.length ?? 0) > MAX_EMAIL) return null;
    const session = await ctx.session();
    const quote = await ctx.commerce.cycleToWork.quoteFor(number, {
      customerId: session?.customerId ?? null,
      email: email ?? null,
    });
    return quote ? toQuote(ctx.commerce.cycleToWork, quote) : null;
  }

  @Query(() => [CycleToWorkQuote], {
    description: "The signed-in customer's quotes, newest first (at most 50). UNAUTHENTICATED without a session.",
  })
  async cycleToWorkQuotes(@Ctx() ctx: RequestContext): Promise<CycleToWorkQuote[]> {
    const session = await ctx.session();
    if (!session) throw customerErrorToGraphQL(new CustomerError('UNAUTHENTICATED', 'unauthenticated'), ctx.store);
    return (await ctx.commerce.cycleToWork.customerQuotes(session.customerId)).map((q) => toQuote(ctx.commerce.cycleToWork, q));
  }

  private toSavings(s: DomainSavings, store: string): CycleToWorkSavings {
    return {
      items: s.items.map(toItem),
      total: gbp(s.totalMinor),
      provider: s.provider ? toProvider(s.provider) : null,
      hire_months: s.hireMonths,
      savings: s.savings.map(toBand),
      errors: s.problems.map((p) => toError(p, store)),
    };
  }
}
