import { Directive, Field, ID, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';
import { Money } from '../../shared/money.type';
import { ProductItemReference } from '../../shared/product-reference.type';

export { ProductItemReference };

@InterfaceType({
  description: "A cart line's product (Magento's ProductInterface): a bike is a BundleProduct, anything else a SimpleProduct.",
  resolveType: (value: { __typename?: string }) => value.__typename,
})
export abstract class CartProduct {
  @Field({ description: "The product's sku (the catalogue's key)." }) sku!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) url_key!: string | null;
  @Field(() => ProductItemReference, {
    nullable: true,
    description: 'The product as the catalogue answers it (images, options, prices).',
  })
  catalogue_product!: ProductItemReference | null;
}

@ObjectType({ implements: CartProduct, description: 'A bike: sold as a bundle with its chosen size and custom colour.' })
export class BundleProduct extends CartProduct {}

@ObjectType({ implements: CartProduct, description: 'An accessory, part or piece of clothing.' })
export class SimpleProduct extends CartProduct {}

@ObjectType({ description: 'A custom colour chosen for a bike (spec: merged into its bike, hidden from the item list).' })
export class CartCustomColour {
  @Field(() => ID) uid!: string;
  @Field() sku!: string;
  @Field({ description: 'The paint code.' }) code!: string;
  @Field({ description: 'The colour to draw (#rrggbb).' }) hex!: string;
  @Field() label!: string;
  @Field(() => Money, { description: 'What the colour adds to the bike.' }) price!: Money;
}

@ObjectType()
export class CartItemPrices {
  @Field(() => Money, { description: 'One unit, its custom colour included.' }) price_including_tax!: Money;
  @Field(() => Money) row_total_including_tax!: Money;
}

@ObjectType({ description: 'A cart line (Magento: CartItemInterface).' })
export class CartItem {
  @Field(() => ID) uid!: string;
  @Field(() => String, { nullable: true, description: 'The main item a child item belongs to; null for a main item.' })
  associated_uid!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) position!: number;
  @Field({ description: 'The sku added: an option sku names the chosen size or colour.' }) sku!: string;
  @Field(() => String, { nullable: true, description: 'The chosen size or colour, in the storefront language.' })
  option_label!: string | null;
  @Field(() => CartItemPrices) prices!: CartItemPrices;
  @Field(() => CartProduct) product!: CartProduct;
  @Field(() => CartCustomColour, { nullable: true }) customColour!: CartCustomColour | null;
  @Field({
    description: 'False when the line can no longer be bought as it is (sold out, short of stock, cannot ship to the shopper).',
  })
  available!: boolean;
}

@ObjectType()
export class CartDiscount {
  @Field(() => Money) amount!: Money;
  @Field() label!: string;
  @Field() code!: string;
}

@ObjectType({ description: 'Totals (spec: total = subtotal − first discount + default shipping; 0 when the subtotal is 0).' })
export class CartPrices {
  @Field(() => Money) subtotal_including_tax!: Money;
  @Field(() => Money, {
    description:
      'Standard delivery of the cart to the shopper’s country. 0 is free delivery only while delivery_available is true.',
  })
  default_shipping_rate!: Money;
  @Field({
    description:
      'False when the shop does not deliver the cart to the shopper’s country in the cart’s currency: default_shipping_rate is then 0 but no price (not free delivery), and checkout offers no standard delivery. True for an empty cart the shop would deliver.',
  })
  delivery_available!: boolean;
  @Field(() => [CartDiscount]) discounts!: CartDiscount[];
  @Field(() => Money) grand_total!: Money;
}

@ObjectType()
export class AppliedCoupon {
  @Field() code!: string;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: "A shopper's cart, priced in their currency." })
export class Cart {
  @Field(() => ID, { description: 'The cart id (a long random identifier).' }) id!: string;
  @Field(() => [CartItem], { description: 'Main items; custom colours are merged into their bikes.' }) items!: CartItem[];
  @Field(() => CartPrices) prices!: CartPrices;
  @Field(() => [AppliedCoupon]) applied_coupons!: AppliedCoupon[];
  @Field(() => String, { nullable: true, description: 'When the cart would be dispatched if ordered now (YYYY-MM-DD).' })
  dispatch_date!: string | null;
  @Field(() => Int) total_quantity!: number;
  @Field(() => Int, { description: 'Sum of the quantities of bundle (bike) main items.' }) bike_count!: number;
  @Field({ description: 'ISO 4217 currency of every amount in the cart.' }) currency!: string;
}

@ObjectType({ description: 'A problem with a requested line (Magento: CartUserInputError); nothing was added.' })
export class CartUserInputError {
  @Field() code!: string;
  @Field() message!: string;
}

@ObjectType()
export class AddProductsToCartOutput {
  @Field(() => Cart) cart!: Cart;
  @Field(() => [CartUserInputError]) user_errors!: CartUserInputError[];
}

@ObjectType()
export class UpdateCartItemsOutput {
  @Field(() => Cart) cart!: Cart;
  @Field(() => [CartUserInputError], {
    description: "Refused changes and notices (a coupon that stopped applying, 'Your cart is empty').",
  })
  user_errors!: CartUserInputError[];
}

@ObjectType()
export class RemoveItemFromCartOutput {
  @Field(() => Cart) cart!: Cart;
  @Field(() => [CartUserInputError]) user_errors!: CartUserInputError[];
}

@ObjectType()
export class ApplyCouponToCartOutput {
  @Field(() => Cart) cart!: Cart;
}

@ObjectType()
export class RemoveCouponFromCartOutput {
  @Field(() => Cart) cart!: Cart;
}

@ObjectType()
export class ClearCartOutput {
  @Field(() => Cart) cart!: Cart;
}

@ObjectType({ description: 'A CMS-managed text (the cart delivery information), with its placeholders filled in.' })
export class GlobalSet {
  @Field() handle!: string;
  @Field() body!: string;
}

@InputType({ description: 'A line to add: the sku of a size, product or colour; a colour names its bike by parent_sku.' })
export class CartItemInput {
  @Field() sku!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) parent_sku?: string | null;
}

@InputType()
export class CartItemUpdateInput {
  @Field(() => ID) cart_item_uid!: string;
  @Field(() => Int, { description: '0 removes the line.' }) quantity!: number;
}

@InputType()
export class UpdateCartItemsInput {
  @Field() cart_id!: string;
  @Field(() => [CartItemUpdateInput]) cart_items!: CartItemUpdateInput[];
}

@InputType()
export class RemoveItemFromCartInput {
  @Field() cart_id!: string;
  @Field(() => ID) cart_item_uid!: string;
}

@InputType()
export class ApplyCouponToCartInput {
  @Field() cart_id!: string;
  @Field() coupon_code!: string;
}

@InputType()
export class RemoveCouponFromCartInput {
  @Field() cart_id!: string;
}

@InputType()
export class ClearCartInput {
  @Field() uid!: string;
}
