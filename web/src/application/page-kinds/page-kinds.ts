import { categoryKind } from '../../features/catalogue/page-kinds/category.kind';
import { childBikeKind } from './child-bike.kind';
import { pacKind } from './pac.kind';
import { parentBikeKind } from '../../features/catalogue/page-kinds/parent-bike.kind';
import { upsellKind } from '../../features/cart/page-kinds/upsell.kind';
import { cmsPageKind } from '../../features/content/page-kinds/cms-page.kind';
import { configuratorKind } from '../../features/configurator/page-kinds/configurator.kind';
import type { PageKind, PageKindModule } from '../../features/routing/page-kinds/page-kind';

/**
 * The page kinds the catch-all route can show. A kind that is not listed answers 404 (the spec's
 * "any other result gives a 404"); each feature writes its kind, and the application lists it here.
 * The bike and accessory pages are the application's own kinds (./child-bike.kind, ./pac.kind): their
 * views put the cart's add to basket beside the catalogue's product, so no one feature can hold them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module keeps its own props type
export const PAGE_KINDS: Partial<Record<PageKind, PageKindModule<any>>> = {
  cmsPage: cmsPageKind,
  category: categoryKind,
  childBike: childBikeKind,
  parentBike: parentBikeKind,
  pac: pacKind,
  upsell: upsellKind,
  configurator: configuratorKind,
};
