import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageKind } from '../../features/routing/page-kinds/page-kind';

/**
 * The view of each page kind, each its own chunk. The catch-all route serves every catalogue page,
 * so a category page would otherwise download the bike page, the configurator, CMS blocks and the
 * upsell page too. A view is rendered on the server as usual, and the chunk of the one the page shows
 * is loaded with the page, before it hydrates (next/dynamic). Each view lives in its own `*.view.tsx`,
 * apart from its loader (`*.kind.tsx`, listed in `page-kinds.ts`), which runs on the server only and
 * stays out of the browser's bundle with the queries only it sends.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view keeps its own props type
export const PAGE_KIND_VIEWS: Partial<Record<PageKind, ComponentType<any>>> = {
  cmsPage: dynamic(() => import('../../features/content/page-kinds/cms-page.view').then((m) => m.CmsPageView)),
  category: dynamic(() => import('../../features/catalogue/page-kinds/category.view').then((m) => m.CategoryView)),
  childBike: dynamic(() => import('./child-bike.view').then((m) => m.ChildBikePage)),
  parentBike: dynamic(() => import('../../features/catalogue/page-kinds/parent-bike.view').then((m) => m.ParentBikePage)),
  pac: dynamic(() => import('./pac.view').then((m) => m.AccessoryPage)),
  upsell: dynamic(() => import('../../features/cart/page-kinds/upsell.view').then((m) => m.UpsellPage)),
  configurator: dynamic(() => import('../../features/configurator/page-kinds/configurator.view').then((m) => m.ConfiguratorPage)),
};
