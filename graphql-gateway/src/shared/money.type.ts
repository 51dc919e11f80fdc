import { Directive, Field, Float, ObjectType } from 'type-graphql';

/** An amount in a currency: one type for every subgraph that answers money (orders, carts). */
@Directive('@shareable')
@ObjectType({ description: 'An amount in a currency.' })
export class Money {
  @Field(() => Float) value!: number;
  @Field({ description: 'ISO 4217 currency code.' }) currency!: string;
}
