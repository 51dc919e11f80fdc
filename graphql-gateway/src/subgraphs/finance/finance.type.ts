import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from '../../shared/money.type';

@ObjectType({ description: "A lender's loan product (spec: v12Products), for shoppers in GB." })
export class V12Product {
  @Field({ description: "The lender's product code." }) product_id!: string;
  @Field({ description: 'The product as the calculator names it.' }) name!: string;
  @Field(() => Int, { description: 'Term in months.' }) months!: number;
  @Field(() => Float, { description: 'Representative APR (fixed), in percent.' }) apr!: number;
  @Field(() => Float, { description: 'The smallest loan, in pounds.' }) rb_min_loan!: number;
  @Field(() => Float, { description: 'The largest loan, in pounds.' }) rb_max_loan!: number;
  @Field(() => Float, { description: 'Arrangement fee, in pounds.' }) arrangement_fee!: number;
  @Field(() => Int, { description: 'Months before the first repayment (interest still accrues).' }) deferral_months!: number;
  @Field({ description: 'Buy now, pay later: the balance is settled in one final payment.' }) single_final_payment!: boolean;
}

@ObjectType({ description: 'A deposit the calculator offers (spec: v12Deposits).' })
export class V12Deposit {
  @Field(() => Float, { description: 'Percent of the cash price (0–50).' }) percent!: number;
}

@ObjectType({ description: 'The cash prices the calculator lets the shopper choose between.' })
export class FinancePriceRange {
  @Field(() => Money) min!: Money;
  @Field(() => Money) max!: Money;
}

@ObjectType({ description: 'The deposits the shopper may choose between, in percent of the cash price.' })
export class FinanceDepositRange {
  @Field(() => Float) min!: number;
  @Field(() => Float) max!: number;
}

@ObjectType({ description: 'A loan product worked out for a cash price and deposit (the finance wording of the spec).' })
export class FinanceOption {
  @Field(() => V12Product) product!: V12Product;
  @Field({ description: "True when the product's minimum loan is over price − deposit." }) unavailable!: boolean;
  @Field(() => Money, { description: 'Loan amount (price − deposit).' }) loan_amount!: Money;
  @Field(() => Money) deposit!: Money;
  @Field(() => Money, { description: 'Each monthly repayment but the last (0 for one final payment).' })
  monthly_repayment!: Money;
  @Field(() => Money, { description: 'The last repayment.' }) final_payment!: Money;
  @Field(() => Int, { description: 'How many repayments, the last one included.' }) payments!: number;
  @Field(() => Money, { description: 'The repayments in all.' }) total_repayable!: Money;
  @Field(() => Money, { description: 'Deposit, repayments and fee: everything the shopper pays.' }) total_payable!: Money;
  @Field(() => Money, { description: 'What the credit costs.' }) total_interest!: Money;
  @Field(() => Money) arrangement_fee!: Money;
  @Field(() => Float, { description: 'Representative APR (fixed).' }) apr!: number;
  @Field(() => Float, { description: 'The fixed annual interest rate stated beside the APR, in percent.' })
  interest_rate!: number;
  @Field(() => Int) months!: number;
}

@ObjectType({ description: 'The finance calculator for a cash price and deposit: what the shop must show a UK shopper.' })
export class FinanceCalculation {
  @Field(() => Money) price!: Money;
  @Field(() => Float, { description: 'The deposit percentage used (kept to 0–50, 2 decimals).' }) deposit_percent!: number;
  @Field(() => Money) deposit!: Money;
  @Field(() => [FinanceOption], { description: 'Every product, those out of reach marked unavailable.' })
  options!: FinanceOption[];
  @Field(() => [String], { description: 'Product codes offered for this price and deposit (spec rule).' })
  offered_product_ids!: string[];
  @Field(() => FinanceOption, { nullable: true, description: 'The representative example: longest term, lowest APR.' })
  representative!: FinanceOption | null;
  @Field(() => Money, { nullable: true, description: 'The minimum amount for finance (the smallest minimum loan).' })
  minimum_amount!: Money | null;
  @Field(() => FinancePriceRange) price_range!: FinancePriceRange;
  @Field(() => FinanceDepositRange) deposit_range!: FinanceDepositRange;
  @Field(() => String, {
    nullable: true,
    description: "'The minimum amount for finance is …, please select a higher cash price.' when the price is under it.",
  })
  message!: string | null;
}

@ObjectType({ description: '"From £x a month" for a cash price: its representative example with no deposit.' })
export class FinanceTeaser {
  @Field(() => Money, { description: 'The cash price asked about.' }) price!: Money;
  @Field(() => Money, { description: 'The monthly repayment.' }) monthly_repayment!: Money;
  @Field(() => Int) months!: number;
  @Field(() => Float, { description: 'Representative APR (fixed), in percent.' }) apr!: number;
}
