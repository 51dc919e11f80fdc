import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { configuratorKind } from '../../configurator/page-kinds/configurator.kind';
import type { PageKind } from './page-kind';

/**
 * The view of each page kind, each its own chunk. The catch-all route serves every catalogue page,
 * so a category page would otherwise download the bike page, the configurator, CMS blocks and the
 * upsell page too. A view is rendered on the server as usual, and the chunk of the one the page shows
 * is loaded with the page, before it hydrates (next/dynamic). The loaders (`page-kinds.ts`) run on
 * the server only and stay out of the browser's bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view keeps its own props type
export const PAGE_KIND_VIEWS: Partial<Record<PageKind, ComponentType<any>>> = {
  cmsPage: dynamic(() => import('../../content/page-kinds/cms-page.kind').then((m) => m.cmsPageKind.View)),
  category: dynamic(() => import('../../catalogue/page-kinds/category.kind').then((m) => m.categoryKind.View)),
  childBike: dynamic(() => import('../../catalogue/page-kinds/child-bike.kind').then((m) => m.childBikeKind.View)),
  parentBike: dynamic(() => import('../../catalogue/page-kinds/parent-bike.kind').then((m) => m.parentBikeKind.View)),
  pac: dynamic(() => import('../../catalogue/page-kinds/pac.kind').then((m) => m.pacKind.View)),
  upsell: dynamic(() => import('../../cart/page-kinds/upsell.kind').then((m) => m.upsellKind.View)),
  // Already light: its view loads the configurator's own chunk (configurator.kind.tsx).
  configurator: configuratorKind.View,
};
