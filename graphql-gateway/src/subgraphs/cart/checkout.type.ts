import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../shared/money.type';
import { Cart } from './cart.type';

export enum CheckoutRouteEnum {
  SHOP = 'shop',
  PARTNER = 'partner',
}
registerEnumType(CheckoutRouteEnum, {
  name: 'CheckoutRoute',
  description: "Where the shopper checks out: the shop's own checkout (GB) or the cross-border partner's.",
});

export enum ShippingMethodCodeEnum {
  STANDARD = 'standard',
  NEXT_DAY = 'next_day',
  CLICK_AND_COLLECT = 'click_and_collect',
}
registerEnumType(ShippingMethodCodeEnum, { name: 'ShippingMethodCode', description: 'Delivery methods of the shop’s checkout.' });

export enum PaymentMethodCodeEnum {
  CARD = 'card',
  CYCLE_TO_WORK = 'cycle_to_work',
  FINANCE = 'finance',
}
registerEnumType(PaymentMethodCodeEnum, {
  name: 'PaymentMethodCode',
  description:
    'card: the card provider (the built-in sandbox by default); cycle_to_work: a Cycle to Work certificate, a card for any rest; finance: a loan from the lender (UK orders in pounds it finances), the deposit by card.',
});

@ObjectType({ description: 'An address on a cart in checkout (Magento: CartAddressInterface, flattened).' })
export class CheckoutAddress {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field(() => [String]) street!: string[];
  @Field() city!: string;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field() postcode!: string;
  @Field() country_code!: string;
  @Field(() => String, { nullable: true }) telephone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

@ObjectType({ description: 'A delivery method for the cart, with its price (Magento: AvailableShippingMethod).' })
export class AvailableShippingMethod {
  @Field({ description: 'Always "cadence".' }) carrier_code!: string;
  @Field(() => ShippingMethodCodeEnum) method_code!: ShippingMethodCodeEnum;
  @Field(() => Money) amount!: Money;
  @Field({ description: 'False where the method is not offered (next day outside the UK, no store to collect from).' })
  available!: boolean;
}

@ObjectType({ description: 'A store to collect an order from (Magento: PickupLocation).' })
export class PickupLocation {
  @Field() pickup_location_code!: string;
  @Field() name!: string;
  @Field() street!: string;
  @Field() city!: string;
  @Field() postcode!: string;
  @Field() country_id!: string;
}

@ObjectType()
export class CheckoutPaymentMethod {
  @Field(() => PaymentMethodCodeEnum) code!: PaymentMethodCodeEnum;
  @Field() title!: string;
}

@ObjectType({ description: 'Totals with the chosen delivery method (what the order will cost).' })
export class CheckoutTotals {
  @Field(() => Money) subtotal!: Money;
  @Field(() => Money) discount!: Money;
  @Field(() => Money) shipping!: Money;
  @Field(() => Money) grand_total!: Money;
}

@ObjectType({ description: "A cart in checkout: the shopper's choices so far, what can be chosen and the totals as they stand." })
export class CartCheckout {
  @Field(() => CheckoutRouteEnum) route!: CheckoutRouteEnum;
  @Field(() => CheckoutAddress, { nullable: true }) shipping_address!: CheckoutAddress | null;
  @Field(() => CheckoutAddress, { nullable: true, description: 'The shipping address when billing is the same.' })
  billing_address!: CheckoutAddress | null;
  @Field() billing_same_as_shipping!: boolean;
  @Field(() => [AvailableShippingMethod]) available_shipping_methods!: AvailableShippingMethod[];
  @Field(() => AvailableShippingMethod, { nullable: true }) selected_shipping_method!: AvailableShippingMethod | null;
  @Field(() => [PickupLocation]) pickup_locations!: PickupLocation[];
  @Field(() => PickupLocation, { nullable: true }) selected_pickup_location!: PickupLocation | null;
  @Field(() => [CheckoutPaymentMethod]) available_payment_methods!: CheckoutPaymentMethod[];
  @Field(() => CheckoutPaymentMethod, { nullable: true }) selected_payment_method!: CheckoutPaymentMethod | null;
  @Field(() => [String], { description: 'Cycle to Work schemes whose certificates the shop takes.' })
  certificate_issuers!: string[];
  @Field(() => CheckoutTotals) totals!: CheckoutTotals;
}

@InputType({ description: 'An address (Magento: CartAddressInput).' })
export class CartAddressInput {
  @Field() firstname!: string;
  @Field() lastname!: string;
  @Field(() => [String]) street!: string[];
  @Field() city!: string;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field() postcode!: string;
  @Field() country_code!: string;
  @Field() telephone!: string;
  @Field({ description: 'Where the order confirmation and delivery updates go.' }) email!: string;
  @Field(() => Boolean, { nullable: true, description: 'Also save it to the address book.' }) save_in_address_book?:
    boolean | null;
}

@InputType({ description: 'A delivery address: an address-book entry or a new address.' })
export class ShippingAddressInput {
  @Field(() => Int, { nullable: true }) customer_address_id?: number | null;
  @Field(() => CartAddressInput, { nullable: true }) address?: CartAddressInput | null;
}

@InputType()
export class SetShippingAddressesOnCartInput {
  @Field() cart_id!: string;
  @Field(() => [ShippingAddressInput], { description: 'One address (the shop delivers an order to one place).' })
  shipping_addresses!: ShippingAddressInput[];
}

@InputType({ description: 'A billing address: the same as shipping, an address-book entry or a new address.' })
export class BillingAddressInput {
  @Field(() => Int, { nullable: true }) customer_address_id?: number | null;
  @Field(() => CartAddressInput, { nullable: true }) address?: CartAddressInput | null;
  @Field(() => Boolean, { nullable: true }) same_as_shipping?: boolean | null;
}

@InputType()
export class SetBillingAddressOnCartInput {
  @Field() cart_id!: string;
  @Field(() => BillingAddressInput) billing_address!: BillingAddressInput;
}

@InputType()
export class ShippingMethodInput {
  @Field({ description: '"cadence".' }) carrier_code!: string;
  @Field(() => ShippingMethodCodeEnum) method_code!: ShippingMethodCodeEnum;
  @Field(() => String, { nullable: true, description: 'The store for click and collect.' }) pickup_location_code?: string | null;
}

@InputType()
export class SetShippingMethodsOnCartInput {
  @Field() cart_id!: string;
  @Field(() => [ShippingMethodInput]) shipping_methods!: ShippingMethodInput[];
}

@InputType()
export class PaymentMethodInput {
  @Field(() => PaymentMethodCodeEnum) code!: PaymentMethodCodeEnum;
}

@InputType()
export class SetPaymentMethodOnCartInput {
  @Field() cart_id!: string;
  @Field(() => PaymentMethodInput) payment_method!: PaymentMethodInput;
}

@InputType({ description: 'A card as typed on the checkout page: passed to the provider, never stored.' })
export class CardInput {
  @Field() number!: string;
  @Field(() => Int) expiry_month!: number;
  @Field(() => Int) expiry_year!: number;
  @Field() cvc!: string;
  @Field(() => String, { nullable: true }) holder?: string | null;
}

@InputType()
export class CycleToWorkCertificateInput {
  @Field() issuer!: string;
  @Field() code!: string;
}

@InputType({ description: "Paying by finance: the lender's product (financeCalculation lists them) and the deposit." })
export class FinancePaymentInput {
  @Field() product_id!: string;
  @Field(() => Float, { description: 'Percent of the order total, 0–50 (kept to that range, 2 decimals).' })
  deposit_percent!: number;
}

@InputType()
export class PlaceOrderInput {
  @Field() cart_id!: string;
  @Field({ description: 'One per attempt (16–64 of A–Z a–z 0–9 - _): the same key always answers the same order.' })
  idempotency_key!: string;
  @Field(() => CardInput, { nullable: true }) card?: CardInput | null;
  @Field(() => String, { nullable: true, description: 'A card payment the shopper confirmed (after payment_action).' })
  payment_reference?: string | null;
  @Field(() => CycleToWorkCertificateInput, { nullable: true }) certificate?: CycleToWorkCertificateInput | null;
  @Field(() => FinancePaymentInput, {
    nullable: true,
    description: 'Pay by finance: the card (or payment_reference) then pays the deposit only.',
  })
  finance?: FinancePaymentInput | null;
}

@ObjectType()
export class CartOutput {
  @Field(() => Cart) cart!: Cart;
}

@ObjectType()
export class PlacedOrder {
  @Field({ description: 'The order number (Magento: order_number).' }) order_number!: string;
}

@ObjectType({ description: 'A step the shopper must take before the order can be placed.' })
export class PaymentAction {
  @Field({ description: 'Send it back as payment_reference once confirmed.' }) payment_reference!: string;
  @Field() message!: string;
}

@ObjectType({ description: 'Why an order was not placed (Magento: PlaceOrderError).' })
export class PlaceOrderError {
  @Field() code!: string;
  @Field() message!: string;
}

@ObjectType({
  description:
    "An order placed to be paid by finance: it waits (status awaiting_finance) until the lender decides. Send the shopper to redirect_url, the lender's application page.",
})
export class FinanceApplicationStart {
  @Field() order_number!: string;
  @Field() redirect_url!: string;
}

export enum FinanceApplicationStatusEnum {
  SUBMITTED = 'submitted',
  REFERRED = 'referred',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
  EXPIRED = 'expired',
}
registerEnumType(FinanceApplicationStatusEnum, {
  name: 'FinanceApplicationStatus',
  description:
    "submitted: waiting for the shopper's application; referred: the lender is reviewing it; accepted: the order is paid; declined: the order is cancelled and the deposit refunded; expired: nobody applied before the lender's link ended, the order is cancelled and the deposit refunded.",
});

@ObjectType({ description: 'Where the finance application paying an order stands.' })
export class FinanceApplication {
  @Field() order_number!: string;
  @Field(() => FinanceApplicationStatusEnum) status!: FinanceApplicationStatusEnum;
  @Field({ description: "True when the lender's link ran out before the shopper applied." }) expired!: boolean;
}

@ObjectType()
export class PlaceOrderOutput {
  @Field(() => PlacedOrder, { nullable: true }) order!: PlacedOrder | null;
  @Field(() => PaymentAction, { nullable: true }) payment_action!: PaymentAction | null;
  @Field(() => FinanceApplicationStart, { nullable: true }) finance_application!: FinanceApplicationStart | null;
  @Field(() => [PlaceOrderError]) errors!: PlaceOrderError[];
}

@ObjectType({
  description: "A checkout handed to the cross-border partner: send the shopper to redirect_url (the partner's page).",
})
export class PartnerCheckoutSession {
  @Field() redirect_url!: string;
  @Field({ description: 'ISO 8601: the partner must be paid before then.' }) expires_at!: string;
}

@ObjectType({ description: 'Where a partner checkout stands: the order once the partner has confirmed it.' })
export class PartnerCheckoutStatus {
  @Field(() => String, { nullable: true }) order_number!: string | null;
  @Field({ description: 'True when the session ran out without an order.' }) expired!: boolean;
}
