import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An ancestor of a category, for breadcrumbs.' })
export class Breadcrumb {
  @Field(() => Int) category_id!: number;
  @Field() category_name!: string;
  @Field() category_url_path!: string;
  @Field(() => Int) category_level!: number;
}

@ObjectType({ description: 'A catalogue category (spec §3) in the storefront language.' })
export class CategoryTree {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'Storefront path without outer slashes, e.g. "bikes/road".' }) url_path!: string;
  @Field() url_key!: string;
  @Field(() => Int, { description: '1 for top-level categories.' }) level!: number;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) meta_title!: string | null;
  @Field(() => String, { nullable: true }) meta_description!: string | null;
  @Field(() => String, { nullable: true }) meta_keywords!: string | null;
  @Field(() => [Breadcrumb], { description: 'Ancestors from the top level down, without the category itself.' })
  breadcrumbs!: Breadcrumb[];
  @Field(() => [CategoryTree], { description: 'Active subcategories in display order.' })
  children!: CategoryTree[];
}

@InputType({ description: 'Which categories to return.' })
export class CategoryFilterInput {
  @Field(() => String, { nullable: true, description: 'A storefront path, with or without outer slashes.' })
  url_path?: string | null;

  @Field(() => [Int], { nullable: true })
  ids?: number[] | null;
}
