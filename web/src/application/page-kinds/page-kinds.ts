import { categoryKind } from '../../features/catalogue/page-kinds/category.kind';
import { childBikeKind } from '../../features/catalogue/page-kinds/child-bike.kind';
import { pacKind } from '../../features/catalogue/page-kinds/pac.kind';
import { parentBikeKind } from '../../features/catalogue/page-kinds/parent-bike.kind';
import { upsellKind } from '../../features/cart/page-kinds/upsell.kind';
import { cmsPageKind } from '../../features/content/page-kinds/cms-page.kind';
import { configuratorKind } from '../../features/configurator/page-kinds/configurator.kind';
import type { PageKind, PageKindModule } from '../../features/routing/page-kinds/page-kind';

/**
 * The page kinds the catch-all route can show. A kind that is not listed answers 404 (the spec's
 * "any other result gives a 404"); each feature writes its kind, and the application lists it here.
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
