import { parseListingQuery } from '@cadence/commerce/modules/catalogue/listing-query.rules';
import type { Category } from '@cadence/commerce/modules/catalogue/catalogue.types';
import { SearchInputError } from '@cadence/commerce/modules/catalogue/search.errors';
import type { PreparedSearch } from '@cadence/commerce/modules/catalogue/search.service';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { toCategoryRoot, toProductRoot, type CategoryRoot, type ProductRoot } from './catalogue.mappers';
import { SearchSuggestions } from './search.type';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from './catalogue.limits';

/** Validates and prepares a search text; bad input is the caller's to fix, so it is a BAD_USER_INPUT error. */
export async function prepareSearch(ctx: CatalogueContext, text: string, prefixLast: boolean): Promise<PreparedSearch> {
  try {
    return await ctx.commerce.search.prepare(ctx.store, text, { prefixLast });
  } catch (error) {
    if (error instanceof SearchInputError) {
      throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', argument: 'search' } });
    }
    throw error;
  }
}

type SuggestionsRoot = Omit<SearchSuggestions, 'products' | 'categories'> & {
  products: ProductRoot[];
  categories: CategoryRoot[];
};

@Resolver(() => SearchSuggestions)
export class SearchResolver {
  @Query(() => SearchSuggestions, {
    description:
      "Suggestions while a shopper types a search (call it debounced): the best-matching products in the shopper's currency and matching categories, typos tolerated.",
  })
  async searchSuggestions(
    @Ctx() ctx: CatalogueContext,
    @Arg('query', () => String, { description: 'What the shopper has typed so far, 1–100 characters.' }) query: string,
  ): Promise<SuggestionsRoot> {
    const search = await prepareSearch(ctx, query, true);
    const parsed = parseListingQuery(
      { pageSize: SUGGESTED_PRODUCTS },
      { store: ctx.store, currency: await ctx.currency(), search },
    );
    if (!parsed.ok) throw new Error(parsed.problems.join(' '));
    const listingQuery = parsed.query;
    const [listing, categoryIds] = await Promise.all([
      ctx.commerce.catalogue.listProducts(listingQuery),
      ctx.commerce.search.categoryIds(ctx.store, search, SUGGESTED_CATEGORIES),
    ]);
    for (const item of listing.items) ctx.loaders.productById.prime(item.id, item);
    const categories = await ctx.loaders.categoryById.loadMany(categoryIds);
    return {
      query: search.text,
      corrected: search.corrected,
      products: listing.items.map(toProductRoot),
      categories: categories.filter((c): c is Category => c !== null && !(c instanceof Error)).map(toCategoryRoot),
    };
  }
}
