import { definePageKind } from '../../routing/page-kinds/page-kind';
import { ProductModelGetDocument } from '../../../graphql/documents/ProductModelGetDocument';
import { shopperCountryContext } from './shopper-country-context';
import { ParentBikePage, type Props } from './parent-bike.view';

/** A parent bike's model overview: spec §2 page kind "parent bike", its builds side by side. */
export const parentBikeKind = definePageKind<Props>({
  namespaces: ['product', 'catalogue'],
  load: async (client, ctx, match) => {
    const { data } = await client.query({
      query: ProductModelGetDocument,
      variables: { urlKey: match.urlKey },
      context: shopperCountryContext(ctx),
    });
    const product = data?.product;
    return product && product.type_id === 'parent-bike' ? { props: { product } } : null;
  },
  View: ParentBikePage,
});
