import { createUnionType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Full-width image with heading, text and a call to action.' })
export class CmsHeroBlock {
  @Field() heading!: string;
  @Field() text!: string;
  @Field() image!: string;
  @Field() imageAlt!: string;
  @Field() ctaLabel!: string;
  @Field() ctaUrl!: string;
}

@ObjectType({ description: 'Sanitised HTML (headings, paragraphs, lists, links).' })
export class CmsRichTextBlock {
  @Field() html!: string;
}

@ObjectType()
export class CmsImageBlock {
  @Field() src!: string;
  @Field() alt!: string;
  @Field(() => String, { nullable: true }) caption!: string | null;
}

@ObjectType({ description: 'A one-line banner with a link.' })
export class CmsBannerBlock {
  @Field() text!: string;
  @Field() linkLabel!: string;
  @Field() linkUrl!: string;
  @Field({ description: 'info | promo' }) tone!: string;
}

@ObjectType()
export class CmsLinkTile {
  @Field() label!: string;
  @Field() url!: string;
  @Field() image!: string;
  @Field() imageAlt!: string;
}

@ObjectType({ description: 'A grid of image links.' })
export class CmsLinkTilesBlock {
  @Field() heading!: string;
  @Field(() => [CmsLinkTile]) tiles!: CmsLinkTile[];
}

const BLOCK_TYPES = {
  hero: CmsHeroBlock,
  'rich-text': CmsRichTextBlock,
  image: CmsImageBlock,
  banner: CmsBannerBlock,
  'link-tiles': CmsLinkTilesBlock,
} as const;

export const CmsBlock = createUnionType({
  name: 'CmsBlock',
  description: 'One block of a page built with the page builder.',
  types: () => [CmsHeroBlock, CmsRichTextBlock, CmsImageBlock, CmsBannerBlock, CmsLinkTilesBlock] as const,
  // Blocks arrive as the commerce backend's tagged objects; `type` picks the GraphQL type.
  resolveType: (value) => BLOCK_TYPES[(value as unknown as { type: keyof typeof BLOCK_TYPES }).type]?.name,
});

@ObjectType({ description: 'A CMS page built from blocks (home page and content pages).' })
export class CmsPage {
  @Field(() => Int) id!: number;
  @Field({ description: 'The URL key; "home" for the home page.' }) identifier!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) meta_title!: string | null;
  @Field(() => String, { nullable: true }) meta_description!: string | null;
  @Field(() => String, { nullable: true }) meta_keywords!: string | null;
  @Field(() => [CmsBlock]) blocks!: (typeof CmsBlock)[];
}
