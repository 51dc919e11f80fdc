import type { QueryResults } from '../apollo/query-key';
import type { Redirect } from 'next';

/** What every server-rendered storefront page receives: the answers of its server queries. */
export type ShopperPageProps = {
  __QUERY_RESULTS__: QueryResults;
};

/** Page data, an optional status, and translation namespaces known only once the data is loaded. */
export type PageLoadResult<P> = { props: P; status?: number; namespaces?: string[] } | { redirect: Redirect };
