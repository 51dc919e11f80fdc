import { definePageKind } from '../../features/routing/page-kinds/page-kind';
import { ProductAccessoryGetDocument } from '../../graphql/documents/ProductAccessoryGetDocument';
import { shopperCountryContext } from '../../features/catalogue/page-kinds/shopper-country-context';
import { AccessoryPage, type Props } from './pac.view';

/** An accessory or part page: spec §2 page kind "pac". */
export const pacKind = definePageKind<Props>({
  namespaces: ['product', 'catalogue'],
  load: async (client, ctx, match) => {
    const { data } = await client.query({
      query: ProductAccessoryGetDocument,
      variables: { urlKey: match.urlKey },
      context: shopperCountryContext(ctx),
    });
    const product = data?.product;
    return product && product.type_id === 'pac' ? { props: { product } } : null;
  },
  View: AccessoryPage,
});
