import type { FinanceOption as DomainOption, FinanceQuote } from '@cadence/commerce/modules/finance/finance.service';
import { FINANCE_CURRENCY } from '@cadence/commerce/modules/finance/finance.rules';
import { MAX_TEASER_PRICES } from '@cadence/commerce/modules/finance/finance.rules';
import type { FinanceProduct } from '@cadence/commerce/modules/finance/finance.rules';
import { fromMinor, toMinor, type Minor } from '@cadence/commerce/shared/money';
import { Arg, Ctx, Float, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { badUserInput } from '../../shared/domain-errors';
import type { Money } from '../../shared/money.type';
import { FinanceCalculation, FinanceOption, FinanceTeaser, V12Deposit, V12Product } from './finance.type';

/** The largest cash price the calculator takes (a bike shop's, with room to spare). */
const MAX_PRICE = 1_000_000;

const gbp = (minor: Minor): Money => ({ value: fromMinor(minor), currency: FINANCE_CURRENCY });

const toProduct = (p: FinanceProduct): V12Product => ({
  product_id: p.productId,
  name: p.name,
  months: p.months,
  apr: p.apr,
  rb_min_loan: fromMinor(p.minLoanMinor),
  rb_max_loan: fromMinor(p.maxLoanMinor),
  arrangement_fee: fromMinor(p.arrangementFeeMinor),
  deferral_months: p.deferralMonths,
  single_final_payment: p.singleFinalPayment,
});

const toOption = (o: DomainOption): FinanceOption => ({
  product: toProduct(o.product),
  unavailable: o.unavailable,
  loan_amount: gbp(o.repayments.loanMinor),
  deposit: gbp(o.repayments.depositMinor),
  monthly_repayment: gbp(o.repayments.monthlyMinor),
  final_payment: gbp(o.repayments.finalMinor),
  payments: o.repayments.payments,
  total_repayable: gbp(o.repayments.totalRepayableMinor),
  total_payable: gbp(o.repayments.totalPayableMinor),
  total_interest: gbp(o.repayments.interestMinor),
  arrangement_fee: gbp(o.repayments.arrangementFeeMinor),
  apr: o.repayments.apr,
  interest_rate: o.repayments.interestRate,
  months: o.repayments.months,
});

const toCalculation = (q: FinanceQuote): FinanceCalculation => ({
  price: gbp(q.priceMinor),
  deposit_percent: q.depositPercent,
  deposit: gbp(q.depositMinor),
  options: q.options.map(toOption),
  offered_product_ids: q.offered.map((p) => p.productId),
  representative: q.representative ? toOption(q.representative) : null,
  minimum_amount: q.minimumMinor === null ? null : gbp(q.minimumMinor),
  price_range: { min: gbp(q.priceRange.min), max: gbp(q.priceRange.max) },
  deposit_range: q.depositRange,
  message: q.problem,
});

/**
 * Finance for UK shoppers (spec §3–§5, §9): the lender's products and deposits and the calculator.
 * Outside GB, or with the `finance` flag off, every list is empty and the calculation null: there is
 * no finance there, which is not an error.
 */
@Resolver()
export class FinanceResolver {
  @Query(() => [V12Product], { description: "The lender's loan products for the shopper (empty outside GB)." })
  async v12Products(@Ctx() ctx: RequestContext): Promise<V12Product[]> {
    return (await ctx.commerce.finance.productsFor((await ctx.shopperCountry())?.code)).map(toProduct);
  }

  @Query(() => [V12Deposit], { description: 'The deposits the calculator offers (empty outside GB).' })
  async v12Deposits(@Ctx() ctx: RequestContext): Promise<V12Deposit[]> {
    return (await ctx.commerce.finance.depositsFor((await ctx.shopperCountry())?.code)).map((percent) => ({ percent }));
  }

  @Query(() => FinanceCalculation, {
    nullable: true,
    description: 'The calculator for a cash price in pounds and a deposit percentage (0–50); null outside GB.',
  })
  async financeCalculation(
    @Ctx() ctx: RequestContext,
    @Arg('price', () => Float, { description: 'The cash price, in pounds.' }) price: number,
    @Arg('deposit_percent', () => Float, { defaultValue: 0, description: 'Deposit, percent of the price (0–50).' })
    depositPercent: number,
  ): Promise<FinanceCalculation | null> {
    if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE) {
      throw badUserInput(`price must be between 0 and ${MAX_PRICE} pounds.`);
    }
    if (!Number.isFinite(depositPercent) || depositPercent < 0 || depositPercent > 100) {
      throw badUserInput('deposit_percent must be between 0 and 100 (it is kept to 0–50).');
    }
    const quote = await ctx.commerce.finance.quote(
      (await ctx.shopperCountry())?.code,
      { priceMinor: toMinor(price), depositPercent },
      ctx.store,
    );
    return quote ? toCalculation(quote) : null;
  }

  @Query(() => [FinanceTeaser], {
    description: `"From £x a month" for up to ${MAX_TEASER_PRICES} cash prices in pounds (a listing's bikes), one request for them all: a teaser for each price finance is offered for; empty outside GB.`,
  })
  async financeTeasers(
    @Ctx() ctx: RequestContext,
    @Arg('prices', () => [Float], { description: 'Cash prices, in pounds.' }) prices: number[],
  ): Promise<FinanceTeaser[]> {
    if (prices.length > MAX_TEASER_PRICES) throw badUserInput(`prices may hold at most ${MAX_TEASER_PRICES} prices.`);
    if (prices.some((price) => !Number.isFinite(price) || price < 0 || price > MAX_PRICE)) {
      throw badUserInput(`each price must be between 0 and ${MAX_PRICE} pounds.`);
    }
    const teasers = await ctx.commerce.finance.teasers((await ctx.shopperCountry())?.code, prices.map(toMinor));
    // A teaser is a monthly figure: an example settled in one final payment has none.
    return teasers
      .filter((t) => t.repayments.monthlyMinor > 0)
      .map((t) => ({
        price: gbp(t.priceMinor),
        monthly_repayment: gbp(t.repayments.monthlyMinor),
        months: t.repayments.months,
        apr: t.repayments.apr,
      }));
  }
}
