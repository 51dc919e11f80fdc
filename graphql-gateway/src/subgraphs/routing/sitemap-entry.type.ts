import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The same page on a storefront: an hreflang alternate of a sitemap entry.' })
export class SitemapAlternate {
  @Field(() => String, { description: 'Storefront code (en-GB, de-DE).' })
  store!: string;

  @Field(() => String, { description: "The page's path on that storefront, with leading and trailing slash ('/' for home)." })
  url_path!: string;
}

@ObjectType({ description: 'An indexable page of a storefront, for sitemap.xml.' })
export class SitemapEntry {
  @Field(() => String, { description: "Path on the storefront, with leading and trailing slash ('/' for home)." })
  url_path!: string;

  @Field(() => String, {
    description: 'home | category | child-bike | parent-bike | pac | cms-page | blog | blog-post | blog-category | blog-tag.',
  })
  page_type!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When the page last changed (ISO 8601), where known: blog pages by their newest post; null otherwise.',
  })
  lastmod!: string | null;

  @Field(() => [SitemapAlternate], {
    description: 'Every storefront that has this page, this one included (hreflang alternates).',
  })
  alternates!: SitemapAlternate[];
}
