import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../shared/money.type';

export enum CycleToWorkTaxRegionEnum {
  UK = 'UK',
  SCOTLAND = 'SCOTLAND',
}
registerEnumType(CycleToWorkTaxRegionEnum, {
  name: 'CycleToWorkTaxRegion',
  description: 'UK: England, Wales and Northern Ireland income tax bands; SCOTLAND: the Scottish bands.',
});

export enum CycleToWorkErrorCodeEnum {
  NOT_AVAILABLE = 'NOT_AVAILABLE',
  EMPLOYER_REQUIRED = 'EMPLOYER_REQUIRED',
  EMPLOYER_TOO_LONG = 'EMPLOYER_TOO_LONG',
  EMAIL_INVALID = 'EMAIL_INVALID',
  PROVIDER_UNKNOWN = 'PROVIDER_UNKNOWN',
  NO_ITEMS = 'NO_ITEMS',
  TOO_MANY_ITEMS = 'TOO_MANY_ITEMS',
  QUANTITY_INVALID = 'QUANTITY_INVALID',
  ITEM_UNAVAILABLE = 'ITEM_UNAVAILABLE',
  BELOW_MINIMUM = 'BELOW_MINIMUM',
  ABOVE_MAXIMUM = 'ABOVE_MAXIMUM',
  RATE_LIMITED = 'RATE_LIMITED',
}
registerEnumType(CycleToWorkErrorCodeEnum, {
  name: 'CycleToWorkErrorCode',
  description: 'Why a Cycle to Work quote cannot be made (NOT_AVAILABLE: the shopper is not in Great Britain).',
});

@ObjectType({ description: 'A Cycle to Work scheme provider and the certificates it issues (shoppers in GB).' })
export class CycleToWorkProvider {
  @Field(() => ID, { description: 'The provider code quotes name.' }) id!: string;
  @Field() name!: string;
  @Field(() => Money, { description: 'The smallest certificate value.' }) min_certificate!: Money;
  @Field(() => Money, { nullable: true, description: 'The largest certificate value; null: no upper limit.' })
  max_certificate!: Money | null;
  @Field(() => Int, { description: 'The hire period in months (salary sacrifice is spread over it).' }) hire_months!: number;
}

@ObjectType({ description: 'What salary sacrifice saves a taxpayer in one income tax band.' })
export class CycleToWorkBandSavings {
  @Field({ description: 'The band code (uk-basic, scot-starter, …).' }) band_id!: string;
  @Field(() => CycleToWorkTaxRegionEnum) region!: CycleToWorkTaxRegionEnum;
  @Field(() => Float, { description: 'Income tax rate of the band, in percent.' }) income_tax_percent!: number;
  @Field(() => Float, { description: 'Employee National Insurance rate assumed for the band, in percent.' })
  national_insurance_percent!: number;
  @Field(() => Money, { description: 'Gross salary sacrificed each month.' }) monthly_gross!: Money;
  @Field(() => Money, { description: 'What the sacrifice costs each month after tax and NI.' }) monthly_net!: Money;
  @Field(() => Money) tax_saved!: Money;
  @Field(() => Money) national_insurance_saved!: Money;
  @Field(() => Money, { description: 'What the items really cost: the total less tax and NI saved.' }) net_cost!: Money;
  @Field(() => Float, { description: 'Tax and NI saved, in percent of the total.' }) saving_percent!: number;
}

@ObjectType({ description: 'An item of a Cycle to Work quote, priced in pounds.' })
export class CycleToWorkItem {
  @Field() sku!: string;
  @Field() name!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money) unit_price!: Money;
  @Field(() => Money) row_total!: Money;
}

@ObjectType({ description: 'Why a quote cannot be made, in the storefront language.' })
export class CycleToWorkError {
  @Field(() => CycleToWorkErrorCodeEnum) code!: CycleToWorkErrorCodeEnum;
  @Field(() => String, { nullable: true, description: 'The input field concerned (employer_name, email, provider_id, items).' })
  field!: string | null;
  @Field() message!: string;
}

@ObjectType({ description: 'The savings preview for a basket or an amount, by tax band.' })
export class CycleToWorkSavings {
  @Field(() => [CycleToWorkItem]) items!: CycleToWorkItem[];
  @Field(() => Money) total!: Money;
  @Field(() => CycleToWorkProvider, { nullable: true }) provider!: CycleToWorkProvider | null;
  @Field(() => Int, { description: "The hire period used (the provider's, else 12 months)." }) hire_months!: number;
  @Field(() => [CycleToWorkBandSavings]) savings!: CycleToWorkBandSavings[];
  @Field(() => [CycleToWorkError], { description: 'Problems a quote request would have (limits, unknown items).' })
  errors!: CycleToWorkError[];
}

@ObjectType({ description: 'The shop as a quote names it (the supplier the scheme pays).' })
export class CycleToWorkSupplier {
  @Field() name!: string;
  @Field() website!: string;
  @Field() email!: string;
}

@ObjectType({ description: 'A stored Cycle to Work quote: what the shopper hands to their employer.' })
export class CycleToWorkQuote {
  @Field({ description: 'C2W- and 8 characters.' }) number!: string;
  @Field({ description: 'When it was requested (ISO 8601).' }) created_at!: string;
  @Field({ description: 'Valid until (ISO 8601): 30 days after the request.' }) valid_until!: string;
  @Field({ description: 'Whether it may still be used.' }) is_valid!: boolean;
  @Field() email!: string;
  @Field() employer_name!: string;
  @Field() provider_id!: string;
  @Field() provider_name!: string;
  @Field(() => Int) hire_months!: number;
  @Field(() => [CycleToWorkItem]) items!: CycleToWorkItem[];
  @Field(() => Money) total!: Money;
  @Field(() => [CycleToWorkBandSavings]) savings!: CycleToWorkBandSavings[];
  @Field(() => CycleToWorkSupplier) supplier!: CycleToWorkSupplier;
}

@ObjectType({ description: 'The answer to a quote request: the quote, or why there is none.' })
export class RequestCycleToWorkQuoteOutput {
  @Field(() => CycleToWorkQuote, { nullable: true }) quote!: CycleToWorkQuote | null;
  @Field(() => [CycleToWorkError]) errors!: CycleToWorkError[];
}

@ObjectType({
  description:
    'What one quote takes: at most max_items lines, 1 to max_quantity of each, an employer name of ' +
    'employer_name_min to employer_name_max characters. A request or savings preview past them is answered with its errors.',
})
export class CycleToWorkQuoteLimits {
  @Field(() => Int) max_items!: number;
  @Field(() => Int) max_quantity!: number;
  @Field(() => Int) employer_name_min!: number;
  @Field(() => Int) employer_name_max!: number;
}

@InputType({ description: 'An item to quote: a product or option sku and how many.' })
export class CycleToWorkItemInput {
  @Field() sku!: string;
  @Field(() => Int) quantity!: number;
}

@InputType({ description: 'What to work the savings out for: items (priced by the shop) or an amount in pounds.' })
export class CycleToWorkSavingsInput {
  @Field(() => String, { nullable: true, description: 'A provider id: its hire period and limits apply.' })
  provider_id?: string | null;
  @Field(() => Float, { nullable: true, description: 'An amount in pounds, used when there are no items.' })
  amount?: number | null;
  @Field(() => [CycleToWorkItemInput], { nullable: true, description: 'Within cycleToWorkQuoteLimits.' })
  items?: CycleToWorkItemInput[] | null;
}

@InputType({ description: 'A quote request: the employer, the provider, the items and where to email the quote.' })
export class RequestCycleToWorkQuoteInput {
  @Field({ description: "The employer's name (cycleToWorkQuoteLimits' length)." }) employer_name!: string;
  @Field({ description: 'Where the quote is emailed (a guest reads it again with the number and this address).' })
  email!: string;
  @Field() provider_id!: string;
  @Field(() => [CycleToWorkItemInput], { description: 'Within cycleToWorkQuoteLimits.' }) items!: CycleToWorkItemInput[];
}
