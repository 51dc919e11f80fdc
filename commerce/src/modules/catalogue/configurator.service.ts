import { ttlMemo } from '../../shared/ttl-cache';
import { dispatchDate } from '../../shared/working-calendar';
import { isSold, LEAD_TIME_DAYS, leadTimeDays, shipsTo } from './catalogue.rules';
import type { CatalogueRepository } from './catalogue.repository';
import type { CatalogueService } from './catalogue.service';
import type { BundleSelection, Product, ProductOption } from './catalogue.types';
import { configuratorMessage, defaultOptionLabel } from './configurator.messages';
import { buildDrawing, DEFAULT_CODES, evaluateBuild, isConfiguratorFamily, MAX_CODE_LENGTH } from './configurator.rules';
import {
  CHOICE_SECTIONS,
  SECTION_IDS,
  type Build,
  type BuildDrawing,
  type BuildViolation,
  type ChoiceSection,
  type ConfiguratorModel,
  type ConfiguratorOption,
  type FrameFacts,
  type PricedBuild,
} from './configurator.types';

/** Who is configuring: storefront, currency and country (shipping restrictions). */
export type ConfiguratorScope = { store: string; currency: string; countryCode: string | null };

/** A model as the configurator shows it: its options, its frames (builds) and the frame it opens with. */
export type ConfiguratorView = {
  model: ConfiguratorModel;
  modelProduct: Product;
  frames: FrameFacts[];
  /** The frame the URL named (a child bike), else the first one that is sold, else the first. */
  defaultFrame: string;
};

/**
 * The v2 configurator (issue 15): a model's sections and options from the bundle selections, its
 * frames with their sizes and stock, and the price and rule check of a build. The view of a model
 * is reference data memoised for a few seconds per storefront, currency, country and URL key (like
 * listings), so pricing a build as the shopper clicks is computed in memory.
 */
export class ConfiguratorService {
  private readonly viewFor: (request: { scope: ConfiguratorScope; urlKey: string }) => Promise<ConfiguratorView | null>;

  constructor(
    private readonly repository: CatalogueRepository,
    private readonly catalogue: CatalogueService,
    ttlMs = 0,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.viewFor = ttlMemo(
      (request: { scope: ConfiguratorScope; urlKey: string }) => this.load(request.scope, request.urlKey),
      ttlMs,
      {
        keyOf: ({ scope, urlKey }) => JSON.stringify([scope.store, scope.currency, scope.countryCode, urlKey]),
      },
    );
  }

  /** The configurator of the bike at `urlKey` (a child bike or its model), or null when it is not configured. */
  configurator(scope: ConfiguratorScope, urlKey: string): Promise<ConfiguratorView | null> {
    if (!urlKey || urlKey.length > 200) return Promise.resolve(null);
    return this.viewFor({ scope, urlKey });
  }

  /**
   * Prices a build of the bike at `urlKey` and lists every rule it breaks, in the storefront's
   * language. Null when the bike is not configured.
   */
  async priceBuild(
    scope: ConfiguratorScope,
    urlKey: string,
    build: Build,
  ): Promise<(PricedBuild & { currency: string; dispatchDate: string }) | null> {
    const view = await this.configurator(scope, urlKey);
    if (!view) return null;
    const priced = evaluateBuild(scope.store, view.model, view.frames, bounded(build, view.defaultFrame));
    // The frame's own lead time, as the cart dates the bike once it is added (a fast-delivery frame ships sooner).
    const leadDays = priced.frame?.leadTimeDays ?? LEAD_TIME_DAYS.bike;
    return { ...priced, currency: scope.currency, dispatchDate: dispatchDate(this.clock(), leadDays) };
  }

  /**
   * Builds priced now with how each is drawn and its frame's name (saved designs), in key order;
   * null for a bike that is no longer configured. Each model is read once, however many builds.
   */
  async describeBuilds(
    scope: ConfiguratorScope,
    builds: readonly { urlKey: string; build: Build }[],
  ): Promise<({ priced: PricedBuild; drawing: BuildDrawing | null; frameName: string | null } | null)[]> {
    const views = new Map<string, Promise<ConfiguratorView | null>>();
    for (const { urlKey } of builds) if (!views.has(urlKey)) views.set(urlKey, this.configurator(scope, urlKey));
    return Promise.all(
      builds.map(async ({ urlKey, build }) => {
        const view = await views.get(urlKey)!;
        if (!view) return null;
        const priced = evaluateBuild(scope.store, view.model, view.frames, bounded(build, view.defaultFrame));
        const frame = priced.frame;
        return { priced, drawing: frame ? buildDrawing(view.model, frame, priced.build) : null, frameName: frame?.name ?? null };
      }),
    );
  }

  /**
   * The cart's check of a bike and the selections added with it: a configurator bike's build must
   * pass every rule (the browser is never trusted); another bike takes only a custom colour.
   * Answers the violations (empty when the bike may be added).
   */
  async checkCartBuild(
    scope: ConfiguratorScope,
    bike: Product,
    size: ProductOption | null,
    selections: readonly BundleSelection[],
  ): Promise<BuildViolation[]> {
    const refuse = (section: 'frame' | ChoiceSection, key: 'unknownOption' | 'colourIncompatible' | 'componentIncompatible') => [
      { section, sectionId: SECTION_IDS[section], key, message: configuratorMessage(scope.store, key) },
    ];
    const view = await this.configurator(scope, bike.urlKey);
    if (!view) {
      const foreign = selections.find((s) => s.section !== 'customColor');
      return foreign
        ? refuse(foreign.section, 'unknownOption')
        : selections.length > 1
          ? refuse('customColor', 'colourIncompatible')
          : [];
    }
    const choices: Build['choices'] = {};
    for (const selection of selections) {
      if (choices[selection.section] !== undefined) {
        return refuse(selection.section, selection.kind === 'colour' ? 'colourIncompatible' : 'componentIncompatible');
      }
      if (!view.model.options.some((o) => o.selectionId === selection.id)) return refuse(selection.section, 'unknownOption');
      choices[selection.section] = selection.code;
    }
    const priced = evaluateBuild(scope.store, view.model, view.frames, {
      frame: bike.urlKey,
      size: size?.value ?? null,
      choices,
    });
    return priced.violations;
  }

  private async load(scope: ConfiguratorScope, urlKey: string): Promise<ConfiguratorView | null> {
    const { store, currency } = scope;
    const [product] = await this.catalogue.productsByUrlKeys(store, currency, [urlKey]);
    if (!product || product.typeId === 'pac') return null;
    const modelProduct =
      product.typeId === 'parent-bike'
        ? product
        : product.parentId === null
          ? null
          : ((await this.catalogue.productsByIds(store, currency, [product.parentId]))[0] ?? null);
    const family = modelProduct?.attributes.product_family?.[0];
    if (!modelProduct || !isConfiguratorFamily(family)) return null;
    const [children = []] = await this.catalogue.childProducts(store, currency, [modelProduct.id]);
    if (children.length === 0) return null;
    const ids = children.map((c) => c.id);
    const [options, images, selections] = await Promise.all([
      this.catalogue.options(store, currency, ids),
      this.catalogue.images(store, ids),
      this.repository.findConfiguratorSelections(store, currency, family!, modelProduct.urlKey),
    ]);
    const model: ConfiguratorModel = {
      modelUrlKey: modelProduct.urlKey,
      family: family!,
      options: [...CHOICE_SECTIONS.map((section) => defaultOf(store, section)), ...selections.map(optionOf)],
    };
    const frames = children
      .map((child, i): FrameFacts => {
        const image = images[i]?.[0];
        const paintHex = image?.colour ?? '#6b7075';
        const ownPaint = model.options.find((o) => o.section === 'frameColor' && o.hex === paintHex);
        return {
          productId: child.id,
          imageKind: image?.kind ?? 'road-bike',
          urlKey: child.urlKey,
          sku: child.sku,
          name: child.name,
          price: child.price ?? 0,
          specialPrice: child.specialPrice,
          available: isSold(child) && shipsTo(child, scope.countryCode),
          leadTimeDays: leadTimeDays(child),
          paintHex,
          accentHex: image?.accent ?? '#262626',
          paintTone: ownPaint?.rules.tone ?? child.attributes.colour?.[0] ?? '',
          paintFinishes: ownPaint?.rules.finishes ?? ['gloss', 'matt'],
          sizes: (options[i] ?? [])
            .filter((o) => o.optionType === 'size')
            .map((o) => ({ value: o.value, label: o.label, sku: o.sku, stockQty: o.stockQty })),
        };
      })
      .sort((a, b) => a.price - b.price);
    const defaultFrame =
      product.typeId === 'child-bike' ? product.urlKey : (frames.find((f) => f.available)?.urlKey ?? frames[0]!.urlKey);
    return { model, modelProduct, frames, defaultFrame };
  }
}

function defaultOf(store: string, section: ChoiceSection): ConfiguratorOption {
  const code = DEFAULT_CODES[section];
  return {
    section,
    code,
    selectionId: null,
    sku: null,
    label: defaultOptionLabel(store, section, code),
    hex: null,
    price: 0,
    specialPrice: null,
    stockQty: null,
    isDefault: true,
    position: -1,
    rules: section === 'paintFinish' ? { finish: 'gloss' } : {},
  };
}

function optionOf(selection: BundleSelection): ConfiguratorOption {
  return {
    section: selection.section,
    code: selection.code,
    selectionId: selection.id,
    sku: selection.sku,
    label: selection.label,
    hex: selection.kind === 'colour' || selection.rules.tone ? selection.hex : null,
    price: selection.price,
    specialPrice: selection.specialPrice,
    stockQty: selection.stockQty,
    isDefault: false,
    position: selection.position,
    rules: selection.rules,
  };
}

/** A build as asked for, bounded: known sections only, short codes, the default frame when none is named. */
function bounded(build: Build, defaultFrame: string): Build {
  const choices: Build['choices'] = {};
  for (const section of CHOICE_SECTIONS) {
    const code = build.choices[section];
    // A code longer than any the shop issues is not looked up: it is simply unknown.
    if (typeof code === 'string') choices[section] = code.length <= MAX_CODE_LENGTH ? code : '';
  }
  const size = typeof build.size === 'string' && build.size.length <= MAX_CODE_LENGTH ? build.size : null;
  return { frame: build.frame || defaultFrame, size, choices };
}
