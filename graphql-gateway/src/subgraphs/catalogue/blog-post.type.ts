import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { SearchResultPageInfo } from '../../shared/page-info.type';

@ObjectType({ description: "A blog category, named in the caller's storefront language." })
export class BlogCategory {
  @Field(() => Int) id!: number;
  @Field({ description: 'URL key: the category lister is /blog/category/<url_key>/.' }) url_key!: string;
  @Field({ description: "Name in the caller's storefront language." }) name!: string;
}

@ObjectType({ description: "A blog tag, named in the caller's storefront language." })
export class BlogTag {
  @Field(() => Int) id!: number;
  @Field({ description: 'URL key: the tag lister is /blog/tag/<url_key>/.' }) url_key!: string;
  @Field({ description: "Name in the caller's storefront language." }) name!: string;
}

@ObjectType({ description: 'The image of a blog post, drawn from data; append ?w=&h=&fit=contain|crop for a size.' })
export class BlogPostImage {
  @Field({ description: 'Storefront-relative URL of the SVG image.' }) url!: string;
  @Field({ description: 'Alternative text in the storefront language.' }) label!: string;
}

@ObjectType({ description: "A blog post as the caller's storefront shows it." })
export class BlogPost {
  @Field(() => Int) id!: number;
  @Field({ description: 'URL key: the post is /blog/<url_key>/.' }) url_key!: string;
  @Field() title!: string;
  @Field({ description: 'Short summary for listers (plain text).' }) excerpt!: string;
  @Field({ description: 'The body as HTML (h2, h3, p, ul, ol, li, strong, em, a), authored by the shop.' }) content!: string;
  @Field() author!: string;
  @Field({ description: 'Publication time, ISO 8601 in UTC.' }) published_at!: string;
  @Field(() => String, { nullable: true }) meta_title!: string | null;
  @Field(() => String, { nullable: true }) meta_description!: string | null;
  @Field(() => BlogPostImage) image!: BlogPostImage;
}

@ObjectType({ description: 'A page of blog posts, newest first.' })
export class BlogPosts {
  @Field(() => [BlogPost]) items!: BlogPost[];
  @Field(() => Int, { description: 'Posts matching the filter on all pages.' }) total_count!: number;
  @Field(() => SearchResultPageInfo) page_info!: SearchResultPageInfo;
}

@InputType({ description: 'Which posts to list: all, or those of a category and/or a tag (by URL key).' })
export class BlogPostFilterInput {
  @Field(() => String, { nullable: true, description: 'A category URL key, e.g. "maintenance".' })
  category_url_key?: string | null;

  @Field(() => String, { nullable: true, description: 'A tag URL key, e.g. "e-bikes".' })
  tag_url_key?: string | null;
}
