import { SECTION_GROUPS, type SectionGroup } from '@cadence/commerce/modules/catalogue/configurator.types';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConfiguratorSectionKey } from '../../shared/configurator-section';

export { ConfiguratorSectionKey };

/** commerce's section groups (SECTION_GROUPS) as an API vocabulary, in the order the configurator shows them. */
export const ConfiguratorSectionGroup = Object.fromEntries(SECTION_GROUPS.map((g) => [g, g])) as {
  readonly [G in SectionGroup]: G;
};
registerEnumType(ConfiguratorSectionGroup, {
  name: 'ConfiguratorSectionGroup',
  description: `The group a configurator section is shown in (${SECTION_GROUPS.join(', ')}, in that order).`,
});
import { StockStatus } from './product.type';
import { ProductItem } from './product.type';

@ObjectType({
  description:
    'What choosing an option also does to another section (the paint rules: a custom and a factory colour replace ' +
    'each other, a gradient colour turns the gradient on, no gradient clears its colour).',
})
export class ConfiguratorChoiceEffect {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field({ description: "The code the section is set to (the section's default code clears the choice)." }) code!: string;
  @Field({ description: 'Only while the section is still at its default (a choice made there is kept).' })
  only_when_default!: boolean;
}

@ObjectType({ description: "One option of a configurator section, priced in the shopper's currency." })
export class ConfiguratorOptionValue {
  @Field({ description: 'The code a build names it by (stable, URL-safe).' }) code!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true, description: 'The selection sold for it; null for the default (part of the bike).' })
  sku!: string | null;
  @Field(() => String, { nullable: true, description: 'Paint and logo colours: the colour drawn (#rrggbb).' })
  hex!: string | null;
  @Field(() => Float, { description: 'What the option adds to the bike (0 for the default).' }) price!: number;
  @Field(() => Float, { nullable: true, description: 'A special price that applies now (shown with a savings label).' })
  special_price!: number | null;
  @Field() is_default!: boolean;
  @Field(() => StockStatus) stock_status!: StockStatus;
  @Field(() => Int, {
    nullable: true,
    description: 'Gradient angle in degrees (gradientAngle options other than the default "no gradient").',
  })
  angle!: number | null;
  @Field(() => String, { nullable: true, description: 'gloss | matt (paintFinish options).' }) finish!: string | null;
  @Field(() => [String], { description: 'Finishes a paint comes in (paint options; empty otherwise).' }) finishes!: string[];
  @Field(() => [ConfiguratorChoiceEffect], {
    description: 'What choosing it also does to the other sections, in order (applied as the shopper clicks).',
  })
  effects!: ConfiguratorChoiceEffect[];
}

@ObjectType({
  description: 'A section of the configurator with its options, the default first. Sections come in the order shown.',
})
export class ConfiguratorSection {
  @Field(() => Int, { description: 'The spec section id (crank and powerMeters share 65, frame and size share 1).' }) id!: number;
  @Field(() => ConfiguratorSectionKey) key!: ConfiguratorSectionKey;
  @Field(() => ConfiguratorSectionGroup, { description: 'The group it is shown in.' }) group!: SectionGroup;
  @Field(() => Int, { description: 'Options shown before "show more" (spec §9: 4).' }) initial_limit!: number;
  @Field(() => [ConfiguratorOptionValue]) options!: ConfiguratorOptionValue[];
}

@ObjectType({ description: 'A frame of the model (a child bike: frame material and groupset) the build can start from.' })
export class ConfiguratorFrame {
  @Field() url_key!: string;
  @Field() name!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) special_price!: number | null;
  @Field({ description: "Sold and shippable to the shopper's country." }) available!: boolean;
  @Field({ description: 'Its factory paint (#rrggbb).' }) paint_hex!: string;
  @Field({ description: 'Its factory accent (logos, #rrggbb).' }) accent_hex!: string;
  @Field(() => [String]) paint_finishes!: string[];
  @Field(() => ProductItem, { description: 'The child bike: sizes with stock, geometry, size guide, specification.' })
  product!: ProductItem;
  /** Internal: the product id the `product` field resolves. */
  productId!: number;
}

@ObjectType({ description: 'The v2 configurator of a bike model (spec §9: build-v2).' })
export class BikeConfigurator {
  @Field(() => ProductItem, { description: 'The model (parent bike).' }) model!: ProductItem;
  @Field({ description: 'The frame the URL named, else the first one sold.' }) default_frame!: string;
  @Field(() => [ConfiguratorFrame], { description: 'Frames from the most affordable up.' }) frames!: ConfiguratorFrame[];
  @Field(() => [ConfiguratorSection]) sections!: ConfiguratorSection[];
  @Field() currency!: string;
}

@InputType({ description: 'One choice of a build.' })
export class BuildChoiceInput {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field() code!: string;
}

@InputType({ description: 'A build: a frame (child bike url key), a size and the choices that differ from the defaults.' })
export class BuildInput {
  @Field(() => String, { nullable: true, description: 'The frame; the default frame when left out.' }) frame?: string | null;
  @Field(() => String, { nullable: true, description: 'The size value (as in the frame’s options).' }) size?: string | null;
  @Field(() => [BuildChoiceInput], { defaultValue: [], description: 'At most one per section.' }) choices!: BuildChoiceInput[];
}

@ObjectType({ description: 'One priced line of a build.' })
export class BuildLine {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field(() => Int) section_id!: number;
  @Field() code!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true }) sku!: string | null;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true }) special_price!: number | null;
}

@ObjectType({ description: 'A rule the build breaks, on the section to change, in the storefront language.' })
export class BuildViolation {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field(() => Int) section_id!: number;
  @Field({
    description:
      'selectSize | selectGradientColour | colourIncompatible | componentIncompatible | soldOut | unknownOption | unknownFrame | cannotShip',
  })
  code!: string;
  @Field() message!: string;
}

@ObjectType({ description: 'A cart item the build adds (the size first; the options as its children).' })
export class BuildCartItem {
  @Field() sku!: string;
  @Field(() => String, { nullable: true }) parent_sku!: string | null;
}

@ObjectType({ description: 'The price of a build and every rule it breaks (checked again by the cart).' })
export class PricedBuild {
  @Field({ description: 'No rule is broken: the build can go in the cart.' }) valid!: boolean;
  @Field() frame!: string;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => [BuildLine]) lines!: BuildLine[];
  @Field(() => Float, { description: 'Frame and options at their selling prices.' }) total!: number;
  @Field(() => Float, { description: 'The same without special prices (the saving is the difference).' }) regular_total!: number;
  @Field() currency!: string;
  @Field({ description: 'The day the bike would leave the warehouse if ordered now (YYYY-MM-DD).' }) dispatch_date!: string;
  @Field(() => [BuildViolation]) violations!: BuildViolation[];
  @Field(() => [BuildCartItem]) cart_items!: BuildCartItem[];
}
