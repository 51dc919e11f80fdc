import { clientOnly } from '../../../../shared/ui/client-only';
import { useRecentlyViewedSkus } from '../../hooks/use-recently-viewed';

/**
 * The rail's code (its query, the product cards' rail) is a chunk of its own, loaded once there is
 * something to show: the list is this browser's own, so the server renders nothing here.
 */
const RecentlyViewedRail = clientOnly(() => import('./recently-viewed-rail').then((m) => m.RecentlyViewedRail));

/** Recently viewed products (limit 6, kept across visits in this browser), without the one on screen. */
export function RecentlyViewed({ currentSku }: { currentSku: string | null }): React.JSX.Element | null {
  // The product on screen is remembered at once, whether or not the rail ever loads.
  const skus = useRecentlyViewedSkus(currentSku);
  return skus?.length ? <RecentlyViewedRail skus={skus} /> : null;
}
