import type { ServerQueryClient } from '../../../shared/ssr/server-gateway-client';
import type { GetServerSidePropsContext } from 'next';
import type { ComponentType } from 'react';
import type { PageLoadResult } from '../../../shared/ssr/page-load';
import type { LayoutName } from '../../../shared/page';
import type { PageKind } from '../routing.rules';

/** What the catch-all knows about the URL when it hands over to a page kind. */
export type RouteMatch = {
  /** The request path with outer slashes, e.g. "/bikes/road/". */
  path: string;
  /** The URL key the routing subgraph resolved (path without outer slashes or build prefix). */
  urlKey: string;
  /** The id of the entity the URL shows (category id, product id, CMS page id). */
  entityId: number | null;
};

/**
 * One kind of catalogue page the catch-all route can show (spec §2): its data loader (run on the
 * server with the per-request Apollo client) and its view. Each feature owns its page kinds, except
 * those whose view combines features (a bike or accessory page with the cart's add to basket), which
 * are the application's (`src/application/page-kinds/`); the registry in
 * `src/application/page-kinds/page-kinds.ts` lists them all. A loader answers `null` when the entity is gone (404).
 */
export type PageKindModule<P extends object> = {
  /** Translation namespaces the view needs besides the shell's. */
  namespaces: string[];
  /** The layout the page is shown in (default unless said). */
  layout?: LayoutName;
  load: (client: ServerQueryClient, ctx: GetServerSidePropsContext, match: RouteMatch) => Promise<PageLoadResult<P> | null>;
  View: ComponentType<P>;
};

/** Identity helper that keeps a module's props type while storing it in the registry. */
export const definePageKind = <P extends object>(module: PageKindModule<P>): PageKindModule<P> => module;

export type { PageKind };
