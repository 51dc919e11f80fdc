import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a storefront URL key is (spec: getUrlInfo).' })
export class UrlInfo {
  @Field(() => String, {
    nullable: true,
    description: 'Redirect target when page_status is 301/302: relative (no outer slashes) or absolute.',
  })
  redirect_url!: string | null;

  @Field(() => Int, { description: '200, 301, 302 or 404.' })
  page_status!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'pac | cms-page | child-bike | parent-bike | category | blog | blog-post | blog-category | blog-tag; null when not found or a redirect.',
  })
  page_type!: string | null;

  @Field(() => Int, { nullable: true, description: 'Id of the entity the URL shows.' })
  entity_id!: number | null;
}
