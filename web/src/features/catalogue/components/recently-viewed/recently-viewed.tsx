import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRecentlyViewed } from '../../hooks/use-recently-viewed';
import { ProductRail } from '../product-rail/product-rail';

/** Recently viewed products (limit 6, kept across visits in this browser), without the one on screen. */
export function RecentlyViewed({ currentSku }: { currentSku: string | null }): React.JSX.Element | null {
  const { t } = useTranslation('product');
  const { products } = useRecentlyViewed(currentSku);
  return <ProductRail id="recently-viewed" title={t('product.productRail.recentlyViewed')} products={products} />;
}
