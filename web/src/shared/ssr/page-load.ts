import type { NormalizedCacheObject } from '@apollo/client';
import type { Redirect } from 'next';

/** What every server-rendered storefront page receives: the Apollo cache its render filled. */
export type ShopperPageProps = {
  __APOLLO_STATE__: NormalizedCacheObject;
};

/** Page data, an optional status, and translation namespaces known only once the data is loaded. */
export type PageLoadResult<P> = { props: P; status?: number; namespaces?: string[] } | { redirect: Redirect };
