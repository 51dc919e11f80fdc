import { Field, ObjectType } from 'type-graphql';
import { CategoryTree } from './category.type';
import { ProductItem } from './product.type';

@ObjectType({ description: 'What to offer while a shopper types a search: a few products and categories.' })
export class SearchSuggestions {
  @Field({ description: 'The search text as understood (whitespace collapsed).' }) query!: string;

  @Field(() => String, { nullable: true, description: 'The text with typos corrected, when a word was corrected.' })
  corrected!: string | null;

  @Field(() => [ProductItem], {
    description: 'The best-matching products (at most 5), the last word matched as a prefix of a word.',
  })
  products!: ProductItem[];

  @Field(() => [CategoryTree], { description: 'Categories whose name matches (at most 3).' })
  categories!: CategoryTree[];
}
