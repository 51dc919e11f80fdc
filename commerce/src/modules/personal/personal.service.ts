import { fromMinor } from '../../shared/money';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { ConfiguratorScope, ConfiguratorService } from '../catalogue/configurator.service';
import { personalMessage, type PersonalMessageKey } from './personal.messages';
import type { PersonalRepository } from './personal.repository';
import {
  designName,
  isDesignId,
  MAX_DESIGN_NAME,
  MAX_DESIGNS_PER_IMPORT,
  MAX_PRODUCTS_PER_SAVE,
  MAX_SAVED_DESIGNS,
  MAX_SAVED_PRODUCTS,
} from './personal.rules';
import type { DesignInput, SavedDesign, SavedDesignRow, SavedProduct } from './personal.types';

/** A refused design: a code and the message in the storefront's language. */
export class PersonalError extends Error {
  constructor(
    readonly code: 'BAD_USER_INPUT',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The personal area (spec §2 /my-{product}): a customer's saved bike designs, priced now in the
 * shopper's currency beside the price they had when saved. Every operation is scoped to the
 * customer who owns the designs.
 */
export class PersonalService {
  constructor(
    private readonly repository: PersonalRepository,
    private readonly configurator: Pick<ConfiguratorService, 'describeBuilds'>,
    private readonly catalogue: Pick<CatalogueService, 'productsBySkus'>,
  ) {}

  /** The customer's saved products, newest first (at most 100). */
  savedProducts(customerId: string): Promise<SavedProduct[]> {
    return this.repository.listProducts(customerId, MAX_SAVED_PRODUCTS);
  }

  /**
   * Saves products (the heart; a guest's at sign-in): skus the shop does not show are left out, one
   * already saved stays, and the list stops at 100. Answers the list as it is now.
   */
  async saveProducts(customerId: string, skus: readonly string[], scope: ConfiguratorScope): Promise<SavedProduct[]> {
    if (skus.length > MAX_PRODUCTS_PER_SAVE) this.refuse(scope, 'tooManyProducts', { max: MAX_PRODUCTS_PER_SAVE });
    const unique = [...new Set(skus.filter((sku) => sku.length > 0 && sku.length <= 64))];
    const found = await this.catalogue.productsBySkus(scope.store, scope.currency, unique);
    await this.repository.addProducts(
      customerId,
      // Any product the shop shows can be saved, a bike model (its overview page) included.
      unique.filter((_, i) => found[i]?.isActive === true),
      MAX_SAVED_PRODUCTS,
    );
    return this.savedProducts(customerId);
  }

  /** Takes a product off the customer's saved list; answers the list as it is now. */
  async removeSavedProduct(customerId: string, sku: string): Promise<SavedProduct[]> {
    if (sku.length <= 64) await this.repository.removeProduct(customerId, sku);
    return this.savedProducts(customerId);
  }

  /** The customer's designs, newest first, each priced and drawn now. */
  async designs(customerId: string, scope: ConfiguratorScope): Promise<SavedDesign[]> {
    return this.present(await this.repository.listDesigns(customerId, MAX_SAVED_DESIGNS), scope);
  }

  /** Saves a design for the customer (its build must be of a configured bike with known options). */
  async saveDesign(customerId: string, input: DesignInput, scope: ConfiguratorScope): Promise<SavedDesign> {
    const [saved] = await this.save(customerId, [input], scope, { strict: true });
    return saved!;
  }

  /**
   * Moves a guest's designs (kept in the browser) into the account at sign-in. Designs that can no
   * longer be saved are left out; the customer's limit still holds.
   */
  async importDesigns(customerId: string, inputs: readonly DesignInput[], scope: ConfiguratorScope): Promise<SavedDesign[]> {
    if (inputs.length > MAX_DESIGNS_PER_IMPORT) this.refuse(scope, 'tooMany', { max: MAX_DESIGNS_PER_IMPORT });
    return this.save(customerId, inputs, scope, { strict: false });
  }

  /** Deletes one of the customer's designs; false when there is no such design of theirs. */
  async deleteDesign(customerId: string, id: string): Promise<boolean> {
    if (!isDesignId(id)) return false;
    return this.repository.deleteDesign(customerId, id);
  }

  private async save(
    customerId: string,
    inputs: readonly DesignInput[],
    scope: ConfiguratorScope,
    { strict }: { strict: boolean },
  ): Promise<SavedDesign[]> {
    const named = inputs.flatMap((input) => {
      const name = designName(input.name);
      if (!name && strict) this.refuse(scope, 'nameRequired', { max: MAX_DESIGN_NAME });
      return name ? [{ ...input, name }] : [];
    });
    // Priced in one go: each model is read once, however many designs a guest brings.
    const described = await this.configurator.describeBuilds(
      scope,
      named.map((d) => ({ urlKey: d.modelUrlKey, build: { frame: d.frame, size: d.size, choices: d.choices } })),
    );
    const accepted = named.flatMap((design, i) => {
      const priced = described[i]?.priced;
      // Work in progress may break a rule (no size yet); unknown bikes and options are not kept.
      if (!priced || priced.violations.some((v) => v.key === 'unknownFrame' || v.key === 'unknownOption')) {
        if (strict) this.refuse(scope, 'notConfigurable');
        return [];
      }
      return [
        {
          name: design.name,
          modelUrlKey: design.modelUrlKey,
          frame: priced.build.frame,
          size: priced.build.size,
          choices: priced.build.choices,
          priceSaved: fromMinor(priced.totalMinor),
          currencySaved: scope.currency,
        },
      ];
    });
    const rows = await this.repository.insertWithinLimit(customerId, accepted, MAX_SAVED_DESIGNS, strict);
    if (!rows) this.refuse(scope, 'designLimit', { max: MAX_SAVED_DESIGNS });
    return this.present(rows, scope);
  }

  /** Designs with today's price and drawing: each model is read once for the whole list. */
  private async present(rows: readonly SavedDesignRow[], scope: ConfiguratorScope): Promise<SavedDesign[]> {
    const described = await this.configurator.describeBuilds(
      scope,
      rows.map((row) => ({ urlKey: row.modelUrlKey, build: { frame: row.frame, size: row.size, choices: row.choices } })),
    );
    return rows.map((row, i) => {
      const d = described[i] ?? null;
      return {
        ...row,
        priceNow: d ? fromMinor(d.priced.totalMinor) : null,
        currency: scope.currency,
        frameName: d?.frameName ?? null,
        drawing: d?.drawing ?? null,
      };
    });
  }

  private refuse(scope: ConfiguratorScope, key: PersonalMessageKey, params = {}): never {
    throw new PersonalError('BAD_USER_INPUT', personalMessage(scope.store, key, params));
  }
}
