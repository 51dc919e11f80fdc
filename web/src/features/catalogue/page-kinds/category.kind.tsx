import { definePageKind } from '../../routing/page-kinds/page-kind';
import { itemsToShow, listingFilterInput, parseListingQuery } from '../listing.rules';
import { CategoryListGetDocument } from '../../../graphql/documents/CategoryListGetDocument';
import { ProductListingGetDocument } from '../../../graphql/documents/ProductListingGetDocument';
import { CategoryView, type Props } from './category.view';

/** A category listing (spec §2 page kind "category"): products from the URL's filters, sort and page. */
export const categoryKind = definePageKind<Props>({
  namespaces: ['catalogue'],
  load: async (client, ctx, match) => {
    const state = parseListingQuery(ctx.query);
    const [{ data: categoryData }, { data: listingData }] = await Promise.all([
      client.query({ query: CategoryListGetDocument, variables: { urlPath: match.urlKey } }),
      // The listing is fetched in parallel: its category id comes from the routing lookup.
      match.entityId === null
        ? Promise.resolve({ data: undefined })
        : client.query({
            query: ProductListingGetDocument,
            variables: { ...listingFilterInput(state, match.entityId), pageSize: itemsToShow(state.page), currentPage: 1 },
          }),
    ]);
    const category = categoryData?.categoryList[0];
    if (!category || !listingData) return null;
    return { props: { category } };
  },
  View: CategoryView,
});
