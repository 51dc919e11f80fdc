import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A click-and-collect order waiting at the counter: number and name only.' })
export class CollectionOrder {
  @Field() order_number!: string;
  @Field({ description: "The customer's name, as on the order." }) customer_name!: string;
  @Field({ description: 'When it was ordered, ISO 8601.' }) ordered_at!: string;
}

@ObjectType({ description: "The store collection screen: the orders ready for collection at the caller's store." })
export class CollectionScreen {
  @Field() store_code!: string;
  @Field() store_name!: string;
  @Field(() => [CollectionOrder]) orders!: CollectionOrder[];
}
