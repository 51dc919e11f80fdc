import { optionStockStatus } from '@cadence/commerce/modules/catalogue/catalogue.rules';
import {
  choiceEffects,
  CONFIGURATOR_INITIAL_LIMIT,
  gradientDegrees,
  sectionOptions,
} from '@cadence/commerce/modules/catalogue/configurator.rules';
import type { ConfiguratorView } from '@cadence/commerce/modules/catalogue/configurator.service';
import {
  CHOICE_SECTIONS,
  SECTION_GROUP,
  SECTION_IDS,
  type Build,
  type ConfiguratorModel,
  type ConfiguratorOption,
} from '@cadence/commerce/modules/catalogue/configurator.types';
import { fromMinor } from '@cadence/commerce/shared/money';
import { shopperScope } from '../../shared/context';
import { badUserInput } from '../../shared/domain-errors';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { toProductRoot, type ProductRoot } from './catalogue.mappers';
import {
  BikeConfigurator,
  BuildInput,
  ConfiguratorFrame,
  ConfiguratorSectionKey,
  PricedBuild,
  type ConfiguratorOptionValue,
  type ConfiguratorSection,
} from './configurator.type';
import { ProductItem, StockStatus } from './product.type';
import { MAX_FRAMES, MAX_OPTIONS } from './catalogue.limits';

const MAX_URL_KEY = 200;

function optionValue(model: ConfiguratorModel, o: ConfiguratorOption): ConfiguratorOptionValue {
  return {
    code: o.code,
    label: o.label,
    sku: o.sku,
    hex: o.hex,
    price: o.price,
    special_price: o.specialPrice,
    is_default: o.isDefault,
    stock_status: StockStatus[optionStockStatus(o)],
    angle: gradientDegrees(o),
    finish: o.rules.finish ?? null,
    finishes: o.rules.finishes ?? [],
    effects: choiceEffects(model, o).map((e) => ({
      section: ConfiguratorSectionKey[e.section],
      code: e.code,
      only_when_default: e.onlyWhenDefault,
    })),
  };
}

/** The sections in the order the configurator shows them, each with its group and its options (the default first). */
function sectionsOf(view: ConfiguratorView): ConfiguratorSection[] {
  return CHOICE_SECTIONS.map((section) => ({
    id: SECTION_IDS[section],
    key: ConfiguratorSectionKey[section],
    group: SECTION_GROUP[section],
    initial_limit: CONFIGURATOR_INITIAL_LIMIT,
    options: sectionOptions(view.model, section)
      .slice(0, MAX_OPTIONS)
      .map((o) => optionValue(view.model, o)),
  }));
}

/** The v2 bike configurator (issue 15): a model's frames, sections and options, and the price and rules of a build. */
@Resolver(() => ConfiguratorFrame)
export class ConfiguratorResolver {
  @Query(() => BikeConfigurator, {
    nullable: true,
    description:
      'The configurator of a bike (its url key: a child bike or its model) in the v2 families (spec §9); null for ' +
      'any other product.',
  })
  async bikeConfigurator(@Ctx() ctx: CatalogueContext, @Arg('url_key') urlKey: string): Promise<BikeConfigurator | null> {
    if (urlKey.length > MAX_URL_KEY) throw badUserInput(`url_key is longer than ${MAX_URL_KEY} characters.`);
    const scope = await shopperScope(ctx);
    const view = await ctx.commerce.configurator.configurator(scope, urlKey);
    if (!view) return null;
    return {
      model: toProductRoot(view.modelProduct) as never,
      default_frame: view.defaultFrame,
      currency: scope.currency,
      sections: sectionsOf(view),
      frames: view.frames.slice(0, MAX_FRAMES).map((f) => ({
        url_key: f.urlKey,
        name: f.name,
        price: f.price,
        special_price: f.specialPrice,
        available: f.available,
        paint_hex: f.paintHex,
        accent_hex: f.accentHex,
        paint_finishes: f.paintFinishes,
        productId: f.productId,
        product: undefined as never,
      })),
    };
  }

  @Query(() => PricedBuild, {
    nullable: true,
    description:
      "Prices a build in the shopper's currency and lists every rule it breaks, in the storefront language (the " +
      'cart checks the same rules again when the build is added). Null when the bike is not configured.',
  })
  async priceBuild(
    @Ctx() ctx: CatalogueContext,
    @Arg('url_key') urlKey: string,
    @Arg('build', () => BuildInput) input: BuildInput,
  ): Promise<PricedBuild | null> {
    if (urlKey.length > MAX_URL_KEY) throw badUserInput(`url_key is longer than ${MAX_URL_KEY} characters.`);
    if (input.choices.length > CHOICE_SECTIONS.length)
      throw badUserInput(`A build has at most ${CHOICE_SECTIONS.length} choices.`);
    const choices: Build['choices'] = {};
    for (const choice of input.choices) {
      if (choice.section === ConfiguratorSectionKey.frame || choice.section === ConfiguratorSectionKey.size) {
        throw badUserInput('The frame and the size are given as `frame` and `size`.');
      }
      if (choices[choice.section] !== undefined) throw badUserInput(`The section ${choice.section} is chosen twice.`);
      choices[choice.section] = choice.code;
    }
    const priced = await ctx.commerce.configurator.priceBuild(await shopperScope(ctx), urlKey, {
      frame: input.frame ?? '',
      size: input.size ?? null,
      choices,
    });
    if (!priced) return null;
    return {
      valid: priced.violations.length === 0,
      frame: priced.build.frame,
      size: priced.build.size,
      lines: priced.lines.map((l) => ({
        section: ConfiguratorSectionKey[l.section],
        section_id: l.sectionId,
        code: l.code,
        label: l.label,
        sku: l.sku,
        price: l.price,
        special_price: l.specialPrice,
      })),
      total: fromMinor(priced.totalMinor),
      regular_total: fromMinor(priced.regularTotalMinor),
      currency: priced.currency,
      dispatch_date: priced.dispatchDate,
      violations: priced.violations.map((v) => ({
        section: ConfiguratorSectionKey[v.section],
        section_id: v.sectionId,
        code: v.key,
        message: v.message,
      })),
      cart_items: priced.cartItems.map((i) => ({ sku: i.sku, parent_sku: i.parentSku })),
    };
  }

  @FieldResolver(() => ProductItem)
  async product(@Root() frame: ConfiguratorFrame, @Ctx() ctx: CatalogueContext): Promise<ProductRoot> {
    const product = await ctx.loaders.productById.load(frame.productId);
    if (!product) throw new Error(`Frame ${frame.url_key} has no product`);
    return toProductRoot(product);
  }
}
