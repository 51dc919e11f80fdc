import type { Category } from '@cadence/commerce/modules/catalogue/catalogue.types';
import { toUrlKey } from '@cadence/commerce/modules/routing/routing.rules';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { toCategoryRoot, type CategoryRoot } from './catalogue.mappers';
import { Breadcrumb, CategoryFilterInput, CategoryTree } from './category.type';

import { MAX_BREADCRUMBS, MAX_CATEGORY_IDS } from './catalogue.limits';

@Resolver(() => CategoryTree)
export class CategoryResolver {
  @Query(() => [CategoryTree], { description: 'Categories by storefront path or ids (spec: categoryList).' })
  async categoryList(
    @Ctx() ctx: CatalogueContext,
    @Arg('filters', () => CategoryFilterInput, { nullable: true }) filters?: CategoryFilterInput | null,
  ): Promise<CategoryRoot[]> {
    if (!filters?.url_path && !filters?.ids?.length) return (await ctx.loaders.childCategories.load(0)).map(toCategoryRoot);
    // Path and ids are looked up together, each kind in one batched statement.
    const urlPath = filters.url_path ? toUrlKey(filters.url_path) : null;
    const [byPath, byIds] = await Promise.all([
      urlPath !== null ? ctx.loaders.categoryByUrlPath.load(urlPath) : null,
      ctx.loaders.categoryById.loadMany((filters.ids ?? []).slice(0, MAX_CATEGORY_IDS)),
    ]);
    return [byPath, ...byIds].filter((c): c is Category => c !== null && !(c instanceof Error)).map(toCategoryRoot);
  }

  @FieldResolver(() => [CategoryTree])
  async children(@Root() category: CategoryRoot, @Ctx() ctx: CatalogueContext): Promise<CategoryRoot[]> {
    return (await ctx.loaders.childCategories.load(category.id)).map(toCategoryRoot);
  }

  @FieldResolver(() => [Breadcrumb])
  async breadcrumbs(@Root() category: CategoryRoot, @Ctx() ctx: CatalogueContext): Promise<Breadcrumb[]> {
    const trail: Breadcrumb[] = [];
    let parentId = category.parentId;
    // Each level is one batched lookup shared by all categories.
    while (parentId !== null && trail.length < MAX_BREADCRUMBS) {
      const parent = await ctx.loaders.categoryById.load(parentId);
      if (!parent) break;
      trail.unshift({
        category_id: parent.id,
        category_name: parent.name,
        category_url_path: parent.urlPath,
        category_level: parent.level,
      });
      parentId = parent.parentId;
    }
    return trail;
  }
}
