import { definePageKind } from '../../features/routing/page-kinds/page-kind';
import { ProductBikeGetDocument } from '../../graphql/documents/ProductBikeGetDocument';
import { shopperCountryContext } from '../../features/catalogue/page-kinds/shopper-country-context';
import { ChildBikePage, type Props } from './child-bike.view';

/** A child bike (a build of a model) page: spec §2 page kind "child bike". */
export const childBikeKind = definePageKind<Props>({
  namespaces: ['product', 'catalogue', 'finance'],
  load: async (client, ctx, match) => {
    const { data } = await client.query({
      query: ProductBikeGetDocument,
      variables: { urlKey: match.urlKey },
      context: shopperCountryContext(ctx),
    });
    const product = data?.product;
    return product && product.type_id === 'child-bike' ? { props: { product } } : null;
  },
  View: ChildBikePage,
});
