import type { Category } from '@cadence/commerce/modules/catalogue/catalogue.types';
import { LIST_SIZES } from '../../gateway/query-cost';
import type { CatalogueContext } from './catalogue.loaders';
import { toCategoryRoot } from './catalogue.mappers';
import { CategoryResolver } from './category.resolver';

/** Category `id`, whose parent is `id - 1` (category 1 is at the top): a tree as deep as asked. */
const category = (id: number): Category => ({
  id,
  parentId: id > 1 ? id - 1 : null,
  urlKey: `c${id}`,
  urlPath: `c${id}`,
  level: id,
  position: 0,
  name: `Category ${id}`,
  description: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
});

/** A context whose loaders know every category id and every path. */
const ctx = {
  loaders: {
    categoryById: {
      load: async (id: number) => category(id),
      loadMany: async (ids: readonly number[]) => ids.map(category),
    },
    categoryByUrlPath: { load: async () => category(1_000) },
  },
} as unknown as CatalogueContext;

describe('CategoryResolver: its lists are no longer than the cost limit counts them', () => {
  const resolver = new CategoryResolver();

  it('answers categoryList with at most the path’s category and the ids’ (Query.categoryList)', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    const answer = await resolver.categoryList(ctx, { url_path: 'c1000', ids });
    expect(answer.length).toBe(LIST_SIZES['Query.categoryList']);
  });

  it('stops a breadcrumb trail where the cost limit stops counting (CategoryTree.breadcrumbs)', async () => {
    const trail = await resolver.breadcrumbs(toCategoryRoot(category(50)), ctx);
    expect(trail.length).toBe(LIST_SIZES['CategoryTree.breadcrumbs']);
  });
});
