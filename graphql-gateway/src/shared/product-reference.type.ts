import { Directive, Field, ObjectType } from 'type-graphql';

/**
 * The catalogue's product, referenced by its key (sku) from another subgraph (a cart line, a saved
 * product): the catalogue subgraph resolves it.
 */
@Directive('@key(fields: "sku", resolvable: false)')
@ObjectType('ProductItem')
export class ProductItemReference {
  @Field() sku!: string;
}
