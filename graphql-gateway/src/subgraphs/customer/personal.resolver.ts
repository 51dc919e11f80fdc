import { MAX_DESIGNS_PER_IMPORT, MAX_PRODUCTS_PER_SAVE } from '@cadence/commerce/modules/personal/personal.rules';
import { PersonalError } from '@cadence/commerce/modules/personal/personal.service';
import type {
  DesignInput,
  SavedDesign as Design,
  SavedProduct as Saved,
} from '@cadence/commerce/modules/personal/personal.types';
import { CHOICE_SECTIONS, type ChoiceSection } from '@cadence/commerce/modules/catalogue/configurator.types';
import { shopperScope } from '../../shared/context';
import { badUserInput } from '../../shared/domain-errors';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ConfiguratorSectionKey } from '../../shared/configurator-section';
import type { CustomerContext } from './customer.loaders';
import { requireCustomerId } from './customer.errors';
import { SavedDesign, SaveDesignInput, SavedProduct } from './saved-design.type';

const MAX_TEXT = 200;

/** A design input as the personal module takes it (bounded; one choice per section). */
function designInput(input: SaveDesignInput): DesignInput {
  if ([input.name, input.model_url_key, input.frame, input.size ?? ''].some((t) => t.length > MAX_TEXT)) {
    throw badUserInput(`Texts of a design are at most ${MAX_TEXT} characters.`);
  }
  if (input.choices.length > CHOICE_SECTIONS.length) throw badUserInput(`A build has at most ${CHOICE_SECTIONS.length} choices.`);
  const choices: DesignInput['choices'] = {};
  for (const choice of input.choices) {
    if (!(CHOICE_SECTIONS as readonly string[]).includes(choice.section) || choices[choice.section as ChoiceSection]) {
      throw badUserInput(`The section ${choice.section} cannot be chosen here or is chosen twice.`);
    }
    choices[choice.section as ChoiceSection] = choice.code;
  }
  return { name: input.name, modelUrlKey: input.model_url_key, frame: input.frame, size: input.size ?? null, choices };
}

function toSavedDesign(d: Design): SavedDesign {
  return {
    id: d.id,
    name: d.name,
    model_url_key: d.modelUrlKey,
    frame: d.frame,
    frame_name: d.frameName,
    size: d.size,
    choices: (Object.entries(d.choices) as [ChoiceSection, string][]).map(([section, code]) => ({
      section: ConfiguratorSectionKey[section],
      code,
    })),
    price_saved: d.priceSaved,
    currency_saved: d.currencySaved,
    price_now: d.priceNow,
    currency: d.currency,
    drawing: d.drawing && {
      kind: d.drawing.kind,
      paint_hex: d.drawing.paintHex,
      accent_hex: d.drawing.accentHex,
      gradient_hex: d.drawing.gradientHex,
      gradient_angle: d.drawing.gradientAngle,
      down_tube_logo_hex: d.drawing.downTubeLogoHex,
      top_tube_logo_hex: d.drawing.topTubeLogoHex,
      finish: d.drawing.finish,
    },
    created_at: d.createdAt.toISOString(),
  };
}

const toSavedProduct = (p: Saved): SavedProduct => ({ sku: p.sku, saved_at: p.savedAt.toISOString(), product: { sku: p.sku } });

async function personalCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PersonalError) throw badUserInput(error.message);
    throw error;
  }
}

/** The personal area (spec §2 /my-{product}): the signed-in customer's saved bike designs, owner-checked. */
@Resolver()
export class PersonalResolver {
  @Query(() => [SavedDesign], {
    description: "The signed-in customer's saved designs, newest first, priced now in the shopper's currency (at most 50).",
  })
  async savedDesigns(@Ctx() ctx: CustomerContext): Promise<SavedDesign[]> {
    const customerId = await requireCustomerId(ctx);
    return (await ctx.commerce.personal.designs(customerId, await shopperScope(ctx))).map(toSavedDesign);
  }

  @Mutation(() => SavedDesign, {
    description: 'Saves a design from the configurator. BAD_USER_INPUT: no name, unknown bike, limit reached.',
  })
  async saveDesign(
    @Ctx() ctx: CustomerContext,
    @Arg('input', () => SaveDesignInput) input: SaveDesignInput,
  ): Promise<SavedDesign> {
    const customerId = await requireCustomerId(ctx);
    const scope = await shopperScope(ctx);
    return toSavedDesign(await personalCall(() => ctx.commerce.personal.saveDesign(customerId, designInput(input), scope)));
  }

  @Mutation(() => [SavedDesign], {
    description: `Moves designs a guest kept in the browser into the account at sign-in (at most ${MAX_DESIGNS_PER_IMPORT}); designs that cannot be saved are left out.`,
  })
  async importSavedDesigns(
    @Ctx() ctx: CustomerContext,
    @Arg('designs', () => [SaveDesignInput]) designs: SaveDesignInput[],
  ): Promise<SavedDesign[]> {
    const customerId = await requireCustomerId(ctx);
    if (designs.length > MAX_DESIGNS_PER_IMPORT) throw badUserInput(`At most ${MAX_DESIGNS_PER_IMPORT} designs at once.`);
    const scope = await shopperScope(ctx);
    const saved = await personalCall(() => ctx.commerce.personal.importDesigns(customerId, designs.map(designInput), scope));
    return saved.map(toSavedDesign);
  }

  @Query(() => [SavedProduct], { description: "The signed-in customer's saved products, newest first (at most 100)." })
  async savedProducts(@Ctx() ctx: CustomerContext): Promise<SavedProduct[]> {
    const customerId = await requireCustomerId(ctx);
    return (await ctx.commerce.personal.savedProducts(customerId)).map(toSavedProduct);
  }

  @Mutation(() => [SavedProduct], {
    description: `Saves products (the heart; a guest's at sign-in), at most ${MAX_PRODUCTS_PER_SAVE} at once; skus the shop does not sell are left out. Answers the saved list.`,
  })
  async saveProducts(@Ctx() ctx: CustomerContext, @Arg('skus', () => [String]) skus: string[]): Promise<SavedProduct[]> {
    const customerId = await requireCustomerId(ctx);
    if (skus.length > MAX_PRODUCTS_PER_SAVE) throw badUserInput(`At most ${MAX_PRODUCTS_PER_SAVE} products at once.`);
    const scope = await shopperScope(ctx);
    return (await personalCall(() => ctx.commerce.personal.saveProducts(customerId, skus, scope))).map(toSavedProduct);
  }

  @Mutation(() => [SavedProduct], { description: "Takes a product off the customer's saved list. Answers the saved list." })
  async removeSavedProduct(@Ctx() ctx: CustomerContext, @Arg('sku') sku: string): Promise<SavedProduct[]> {
    const customerId = await requireCustomerId(ctx);
    return (await ctx.commerce.personal.removeSavedProduct(customerId, sku)).map(toSavedProduct);
  }

  @Mutation(() => Boolean, {
    description: "Deletes one of the customer's designs; false when there is no such design of theirs.",
  })
  async deleteSavedDesign(@Ctx() ctx: CustomerContext, @Arg('id') id: string): Promise<boolean> {
    const customerId = await requireCustomerId(ctx);
    if (id.length > MAX_TEXT) return false;
    return ctx.commerce.personal.deleteDesign(customerId, id);
  }
}
