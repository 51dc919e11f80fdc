import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Frame geometry of one size of a bike (millimetres; angles in degrees).' })
export class BikeGeometry {
  @Field({ description: 'The size as the size options store it (e.g. "M", "56").' }) size!: string;
  @Field(() => Int, { description: 'Vertical distance from the bottom bracket to the top of the head tube.' }) stack!: number;
  @Field(() => Int, { description: 'Horizontal distance from the bottom bracket to the top of the head tube.' }) reach!: number;
  @Field(() => Int, { description: 'Seat tube length.' }) seat_tube!: number;
  @Field(() => Int, { description: 'Effective (horizontal) top tube length.' }) top_tube!: number;
  @Field(() => Float, { description: 'Head tube angle in degrees.' }) head_angle!: number;
  @Field(() => Float, { description: 'Seat tube angle in degrees.' }) seat_angle!: number;
  @Field(() => Int, { description: 'Distance between the wheel axles.' }) wheelbase!: number;
  @Field(() => Int, { description: 'Chainstay length.' }) chainstay!: number;
  @Field(() => Int, { description: 'How far the bottom bracket sits below the wheel axles.' }) bb_drop!: number;
  @Field(() => Int, { description: 'Standover height.' }) standover!: number;
}

@ObjectType({ description: 'Which rider heights one size fits (size guide).' })
export class SizeGuideEntry {
  @Field({ description: 'The size as the size options store it.' }) size!: string;
  @Field(() => Int, { description: 'Smallest rider height in centimetres.' }) rider_height_min!: number;
  @Field(() => Int, { description: 'Tallest rider height in centimetres.' }) rider_height_max!: number;
}

@ObjectType({ description: 'A key specification (Frame, Fork, Groupset…) in the storefront language.' })
export class ProductSpecification {
  @Field() label!: string;
  @Field() value!: string;
}

@ObjectType({ description: "Prices of a linked specification in the shopper's currency." })
export class LinkedSpecificationPrices {
  @Field({ description: 'ISO currency of the prices.' }) currency!: string;
  @Field(() => Float, { nullable: true, description: 'Regular price; null when not sold in this currency.' }) price!:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Special price when it is lower than the regular price.' })
  special_price!: number | null;
}

@ObjectType({ description: 'A component shown with a bike (spec §3 linked_specifications).' })
export class LinkedSpecification {
  @Field(() => ID, { description: 'Opaque id (base64 of the product id, as Magento uids are).' }) uid!: string;
  @Field() sku!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field({ description: 'URL key of the component’s own page.' }) url_key!: string;
  @Field(() => LinkedSpecificationPrices) prices!: LinkedSpecificationPrices;
}
