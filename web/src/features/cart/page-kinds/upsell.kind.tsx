import { definePageKind } from '../../routing/page-kinds/page-kind';
import { bikeUrlKeyOfReview } from '../../routing/routing.rules';
import { CartReviewGetDocument } from '../../../graphql/documents/CartReviewGetDocument';
import { UpsellPage, type Props } from './upsell.view';

/** The upsell page kind: a bike's review path, /{bike slug}/review/ (a 404 from routing does not apply here). */
export const upsellKind = definePageKind<Props>({
  namespaces: ['cart', 'catalogue', 'product'],
  load: async (client, _ctx, match) => {
    const urlKey = bikeUrlKeyOfReview(match.path);
    if (!urlKey) return null;
    const { data } = await client.query({ query: CartReviewGetDocument, variables: { urlKey } });
    const bike = data?.product;
    return bike && bike.type_id === 'child-bike' ? { props: { bike } } : null;
  },
  View: UpsellPage,
});
