import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Reference to the parent menu entry.' })
export class MenuEntryParent {
  @Field(() => Int)
  id!: number;
}

@ObjectType({ description: 'A header or footer menu entry; entries form a nested set ordered by lft.' })
export class MenuEntry {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: '1 for top-level entries.' })
  level!: number;

  @Field(() => Int, { description: 'Nested-set left value: the display order.' })
  lft!: number;

  @Field(() => Int, { description: 'Nested-set right value.' })
  rgt!: number;

  @Field()
  title!: string;

  @Field({ description: 'Relative storefront path with leading and trailing slashes.' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'Optional promotional line for the mega menu.' })
  description!: string | null;

  @Field(() => MenuEntryParent, { nullable: true })
  parent!: MenuEntryParent | null;
}

@ObjectType({ description: 'A social network link shown in the footer.' })
export class SocialLink {
  @Field(() => Int)
  id!: number;

  @Field()
  linkUrl!: string;

  @Field()
  linkText!: string;

  @Field({ description: 'facebook | x | instagram | strava | youtube' })
  icon!: string;
}
