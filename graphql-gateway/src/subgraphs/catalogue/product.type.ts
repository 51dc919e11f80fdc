import { Directive, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SearchResultPageInfo } from '../../shared/page-info.type';
import { FILTER_ATTRIBUTES, type FilterAttribute } from '@cadence/commerce/modules/catalogue/listing-query.rules';

/** The filter attributes of spec §9 as an API vocabulary: the catalogue's list, documented and typed by codegen. */
export const ProductFilterAttribute = Object.fromEntries(FILTER_ATTRIBUTES.map((code) => [code, code])) as {
  [K in FilterAttribute]: K;
};
registerEnumType(ProductFilterAttribute, {
  name: 'ProductFilterAttribute',
  description: 'The attributes a listing can be filtered by (spec §9); values within one are OR-ed, attributes AND-ed.',
});

export enum ProductSortField {
  POSITION = 'position',
  PRICE = 'price',
  NAME = 'name',
  NEWEST = 'newest',
  RELEVANCE = 'relevance',
}
registerEnumType(ProductSortField, {
  name: 'ProductSortField',
  description: 'Listing sort orders (position ascending by default; relevance descending, best match first, when searching).',
  valuesConfig: {
    RELEVANCE: { description: 'How well a product matches the search (name over brand and categories over description).' },
  },
});

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

export enum StockStatus {
  IN_STOCK = 'IN_STOCK',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
}
registerEnumType(StockStatus, { name: 'StockStatus' });

@InputType()
export class ProductSortInput {
  @Field(() => ProductSortField, { defaultValue: ProductSortField.POSITION })
  field!: ProductSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

@InputType({ description: 'An attribute filter: the attribute code and its values, comma-separated (spec §3).' })
export class ProductAttributeFilterInput {
  @Field(() => ProductFilterAttribute, { description: 'The attribute to filter by.' })
  code!: FilterAttribute;

  @Field({ description: 'Comma-separated values, e.g. "red,blue".' })
  values!: string;
}

@InputType({ description: 'What to list.' })
export class ProductFilterInput {
  @Field(() => Int, { nullable: true })
  category_id?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Price ranges as "from_to" in the shopper\'s currency, amounts up to 9999999999.99; either side may be empty, for no limit on that side. The lowest from and highest to are used; without ranges there is no price limit.',
  })
  price?: string[] | null;

  @Field(() => [ProductAttributeFilterInput], { nullable: true })
  attributes?: ProductAttributeFilterInput[] | null;
}

@ObjectType({ description: 'A selectable option (size or colour) with its stock and price.' })
export class ProductOptionValue {
  @Field(() => Int) id!: number;
  @Field() sku!: string;
  @Field({ description: 'size | colour' }) option_type!: string;
  @Field() value!: string;
  @Field() label!: string;
  @Field() is_default!: boolean;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) special_price!: number | null;
  @Field(() => StockStatus) stock_status!: StockStatus;
}

@ObjectType({ description: 'A product image, drawn from the catalogue data; append ?w=&h=&fit=contain|crop for a size.' })
export class ProductImage {
  @Field({ description: 'Storefront-relative URL of the SVG image.' }) url!: string;
  @Field({ description: 'Alternative text in the storefront language.' }) label!: string;
  @Field(() => Int) position!: number;
}

@Directive('@key(fields: "sku")')
@ObjectType({ description: "A child bike, parent bike model or accessory, priced in the shopper's currency." })
export class ProductItem {
  @Field(() => Int) id!: number;
  @Field() sku!: string;
  @Field() name!: string;
  @Field() url_key!: string;
  @Field({ description: 'child-bike | parent-bike | pac' }) type_id!: string;
  @Field(() => String, { nullable: true }) subtitle!: string | null;
  @Field() description!: string;
  @Field(() => String, { nullable: true }) meta_title!: string | null;
  @Field(() => String, { nullable: true }) meta_description!: string | null;
  @Field({ description: 'The manufacturer (brand).' }) manufacture!: string;
  @Field({ description: "ISO currency of the prices (the shopper's country's)." }) currency!: string;
  @Field(() => Float, { nullable: true, description: 'Price; null when not sold in this currency.' }) aggregated_price!:
    number | null;
  @Field(() => Float, { nullable: true }) aggregated_price_special!: number | null;
  @Field(() => StockStatus) stock_status!: StockStatus;
  @Field({ description: "False when the product cannot be shipped to the shopper's country." }) can_ship_to_country!: boolean;
  @Field(() => String, { nullable: true, description: 'Name of the first-level category.' }) category_level_1!: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the third-level category.' }) category_level_3!: string | null;
  @Field(() => [ProductOptionValue], { description: 'Default first, then cheapest (special price or price).' })
  options!: ProductOptionValue[];
  @Field(() => [ProductItem], { description: "A parent bike's builds." }) builds!: ProductItem[];
  @Field(() => ProductItem, { nullable: true, description: "A child bike's parent model." }) parent!: ProductItem | null;
}

@ObjectType()
export class AggregationOption {
  @Field({ description: 'The value to filter by (a slug, stable across storefronts).' }) value!: string;
  @Field({ description: "The value's display name in the storefront language." }) label!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({
  description:
    'Counts of an attribute’s values over the current selection (facets). Each attribute is counted without its own filter, so further values of a chosen attribute stay visible.',
})
export class Aggregation {
  @Field() attribute_code!: string;
  @Field({ description: "The attribute's display name in the storefront language." }) label!: string;
  @Field(() => [AggregationOption], { description: 'Sizes in size order, other values by count.' })
  options!: AggregationOption[];
}

@ObjectType({ description: 'A search text to offer the shopper instead of theirs (Magento: SearchSuggestion).' })
export class SearchSuggestion {
  @Field({ description: 'The search text with typos corrected ("did you mean").' }) search!: string;
}

@ObjectType()
export class Products {
  @Field(() => [ProductItem]) items!: ProductItem[];
  @Field(() => Int) total_count!: number;
  @Field(() => SearchResultPageInfo) page_info!: SearchResultPageInfo;
  @Field(() => [Aggregation]) aggregations!: Aggregation[];
  @Field(() => [SearchSuggestion], {
    description: 'With a search whose words were corrected for typos: the corrected text. Empty otherwise.',
  })
  suggestions!: SearchSuggestion[];
}
