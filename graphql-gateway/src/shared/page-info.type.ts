import { Directive, Field, Int, ObjectType } from 'type-graphql';

/** One paging type for every list (products, blog posts, orders), shareable across subgraphs. */
@Directive('@shareable')
@ObjectType({ description: 'Paging of a list (products, blog posts, orders).' })
export class SearchResultPageInfo {
  @Field(() => Int) current_page!: number;
  @Field(() => Int) page_size!: number;
  @Field(() => Int) total_pages!: number;
}
