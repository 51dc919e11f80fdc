import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../shared/money.type';
import { SearchResultPageInfo } from '../../shared/page-info.type';

@ObjectType({ description: 'An entry of the signed-in customer\'s address book (spec §3 "Address labels").' })
export class CustomerAddress {
  @Field(() => Int) id!: number;
  @Field({ description: 'First name.' }) firstname!: string;
  @Field({ description: 'Last name.' }) lastname!: string;
  @Field({ description: 'Email.' }) email!: string;
  @Field({ description: 'Phone number.' }) telephone!: string;
  @Field(() => [String], { description: 'Address line 1 and, when given, address line 2.' }) street!: string[];
  @Field({ description: 'Town/city.' }) city!: string;
  @Field({ description: 'Postcode, normalised (upper case, single spaces).' }) postcode!: string;
  @Field(() => String, { nullable: true, description: 'County/state.' }) region!: string | null;
  @Field({ description: 'ISO 3166-1 alpha-2 country code (one of countriesConfig).' }) country_code!: string;
  @Field({ description: "Whether this is the customer's default shipping address." }) default_shipping!: boolean;
  @Field({ description: "Whether this is the customer's default billing address." }) default_billing!: boolean;
}

@ObjectType({ description: 'An address as it was when the order was placed.' })
export class OrderAddress {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field(() => [String]) street!: string[];
  @Field() city!: string;
  @Field() postcode!: string;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field() country_code!: string;
  @Field(() => String, { nullable: true }) telephone!: string | null;
}

@ObjectType()
export class OrderTotal {
  @Field(() => Money) subtotal!: Money;
  @Field(() => Money, { description: 'The coupon discount taken off the items.' }) discount!: Money;
  @Field(() => Money) total_shipping!: Money;
  @Field(() => Money) grand_total!: Money;
}

@ObjectType({ description: 'A status the order had, and since when.' })
export class OrderStatusChange {
  @Field() status!: string;
  @Field({ description: 'ISO 8601.' }) at!: string;
}

@ObjectType()
export class OrderPaymentMethod {
  @Field() name!: string;
}

@ObjectType({ description: 'A line of an order: product name, SKU, quantity, unit price and row total.' })
export class OrderItem {
  @Field(() => ID) id!: string;
  @Field() product_name!: string;
  @Field() product_sku!: string;
  @Field(() => Int) quantity_ordered!: number;
  @Field(() => Money, { description: 'Unit price paid.' }) product_sale_price!: Money;
  @Field(() => Money, {
    description:
      "The line's total: unit price paid × quantity ordered, multiplied in hundredths of the currency (show it as it is, never multiply again).",
  })
  row_total!: Money;
}

@ObjectType({ description: 'A Cycle to Work certificate used to pay for an order: its amount and issuer.' })
export class OrderCertificate {
  @Field(() => Money) amount!: Money;
  @Field() issuer!: string;
}

@ObjectType({ description: 'The loan an order is paid with, as agreed when it was placed (UK consumer credit wording).' })
export class OrderFinance {
  @Field() product_id!: string;
  @Field() product_name!: string;
  @Field(() => Int, { description: 'The term in months.' }) months!: number;
  @Field(() => Float, { description: 'Representative APR (fixed), percent.' }) apr!: number;
  @Field(() => Float, { description: 'Fixed annual interest rate, percent.' }) interest_rate!: number;
  @Field(() => Money) cash_price!: Money;
  @Field(() => Float) deposit_percent!: number;
  @Field(() => Money) deposit!: Money;
  @Field(() => Money) loan_amount!: Money;
  @Field(() => Money, { description: 'Each monthly repayment but the last (0 for a single final payment).' })
  monthly_repayment!: Money;
  @Field(() => Money) final_payment!: Money;
  @Field(() => Int, { description: 'How many repayments (the final one included).' }) payments!: number;
  @Field(() => Money) total_repayable!: Money;
  @Field(() => Money, { description: 'Deposit, repayments and fee.' }) total_payable!: Money;
  @Field(() => Money) arrangement_fee!: Money;
}

@ObjectType({ description: 'An order of the signed-in customer (spec §3 "Order").' })
export class CustomerOrder {
  @Field(() => ID) id!: string;
  @Field({ description: 'The order number (the orderNumber of /my-account/orders/{orderNumber}).' }) number!: string;
  @Field({ description: 'When the order was placed, ISO 8601.' }) order_date!: string;
  @Field({
    description:
      'Status: pending, awaiting_finance (paid by finance, waiting for the lender), paid, dispatched, delivered or cancelled.',
  })
  status!: string;
  @Field(() => [OrderStatusChange], { description: 'Every status the order has had, oldest first.' })
  status_history!: OrderStatusChange[];
  @Field(() => String, { nullable: true, description: 'When it leaves (or left) the warehouse, YYYY-MM-DD.' })
  dispatch_date!: string | null;
  @Field(() => String, { nullable: true, description: 'Click and collect: the store it is collected from.' })
  collection_store!: string | null;
  @Field(() => String, { nullable: true, description: "The paying card's last four digits." }) card_last4!: string | null;
  @Field(() => String, { nullable: true }) coupon_code!: string | null;
  @Field({ description: "shop (the shop's own checkout) or partner (the cross-border partner)." }) channel!: string;
  @Field(() => OrderTotal) total!: OrderTotal;
  @Field(() => OrderAddress, { nullable: true }) shipping_address!: OrderAddress | null;
  @Field(() => OrderAddress, { nullable: true }) billing_address!: OrderAddress | null;
  @Field(() => String, { nullable: true }) shipping_method!: string | null;
  @Field(() => [OrderPaymentMethod]) payment_methods!: OrderPaymentMethod[];
  @Field(() => [OrderItem]) items!: OrderItem[];
  @Field(() => OrderCertificate, { nullable: true }) certificate!: OrderCertificate | null;
  @Field(() => OrderFinance, { nullable: true, description: 'Paid by finance: the loan.' }) finance!: OrderFinance | null;
}

@ObjectType()
export class CustomerOrders {
  @Field(() => [CustomerOrder]) items!: CustomerOrder[];
  @Field(() => Int) total_count!: number;
  @Field(() => SearchResultPageInfo) page_info!: SearchResultPageInfo;
}

@InputType({ description: 'Picks orders by number.' })
export class CustomerOrdersFilterInput {
  @Field(() => String, { nullable: true, description: 'One order by its number.' }) number?: string | null;
}

@ObjectType({ description: 'The signed-in customer (spec §3 "Customer").' })
export class Customer {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field() email!: string;
  @Field({ description: 'Whether the customer receives the newsletter.' }) is_subscribed!: boolean;
  @Field({ description: 'When the account was created, ISO 8601.' }) created_at!: string;
  @Field(() => Int, { nullable: true, description: 'Id of the default shipping address.' }) default_shipping!: number | null;
  @Field(() => Int, { nullable: true, description: 'Id of the default billing address.' }) default_billing!: number | null;
}

@ObjectType({ description: 'A session was started or renewed. The tokens travel only in HttpOnly cookies.' })
export class CustomerToken {
  @Field({ description: 'When the access token expires, ISO 8601 (also the customer_expire_time cookie).' }) expires_at!: string;
}

@ObjectType()
export class CustomerOutput {
  @Field(() => Customer) customer!: Customer;
}

@ObjectType()
export class RevokeCustomerTokenOutput {
  @Field() result!: boolean;
}

@InputType({ description: 'Registration (spec §3): names, email and a password that follows the rules.' })
export class CustomerCreateInput {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field() email!: string;
  @Field({ description: 'At least 8 and at most 128 characters, with at least one letter and one number.' }) password!: string;
  @Field(() => Boolean, { nullable: true, description: 'Subscribe to the newsletter.' }) is_subscribed?: boolean | null;
}

@InputType({ description: 'Profile changes; absent fields stay as they are.' })
export class CustomerUpdateInput {
  @Field(() => String, { nullable: true }) firstname?: string | null;
  @Field(() => String, { nullable: true }) lastname?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Subscribe to (true) or unsubscribe from (false) the newsletter.' })
  is_subscribed?: boolean | null;
}

@InputType({ description: 'An address to add or change; validated per country (postcode formats).' })
export class CustomerAddressInput {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field() email!: string;
  @Field() telephone!: string;
  @Field(() => [String], { description: 'Address line 1 and optionally line 2.' }) street!: string[];
  @Field() city!: string;
  @Field({ description: 'Empty only for countries without postcodes.' }) postcode!: string;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field() country_code!: string;
  @Field(() => Boolean, { nullable: true, description: 'Make it the default shipping address (false: no longer the default).' })
  default_shipping?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Make it the default billing address (false: no longer the default).' })
  default_billing?: boolean | null;
}

@ObjectType({
  description:
    'The password rule every new password must keep (registration, reset, change): storefronts check and explain it before sending; the server enforces it.',
})
export class PasswordPolicy {
  @Field(() => Int, { description: 'The fewest characters a password may have.' }) minimum_length!: number;
  @Field(() => Int, { description: 'The most characters a password may have.' }) maximum_length!: number;
  @Field({ description: 'Whether a password needs at least one letter.' }) requires_letter!: boolean;
  @Field({ description: 'Whether a password needs at least one number.' }) requires_digit!: boolean;
}

@ObjectType({
  description:
    "The shape and length rules of the customer's and an address's text fields (registration, profile, address book, checkout): storefronts check them before sending; the server enforces the same. Lengths count the trimmed value's UTF-16 code units; patterns are regular expressions without flags, matched against the trimmed value. Postcode formats are per country (CountryConfig.postcode_pattern).",
})
export class CustomerFieldPolicy {
  @Field(() => Int, { description: 'The most characters a first or last name may have.' }) name_maximum_length!: number;
  @Field(() => Int, { description: 'The most characters an email address may have.' }) email_maximum_length!: number;
  @Field({ description: 'What an email address must match.' }) email_pattern!: string;
  @Field(() => Int, { description: 'The most characters a phone number may have.' }) telephone_maximum_length!: number;
  @Field({ description: 'What a phone number must match.' }) telephone_pattern!: string;
  @Field(() => Int, { description: 'The most characters each street line may have.' }) street_maximum_length!: number;
  @Field(() => Int, { description: 'The most characters a town or city may have.' }) city_maximum_length!: number;
  @Field(() => Int, { description: 'The most characters a county, state or region may have.' })
  region_maximum_length!: number;
}
