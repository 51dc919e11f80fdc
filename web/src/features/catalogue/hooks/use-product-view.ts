import { useEffect } from 'react';
import type { AnalyticsPageType } from '../../../shared/analytics/data-layer';
import { sendEcommerce } from '../../../shared/analytics/ecommerce-later';
import { usePageView } from '../../../shared/analytics/use-page-view';

type ViewedProduct = {
  sku: string;
  name: string;
  manufacture: string;
  currency: string;
  category_level_1: string | null;
  category_level_3: string | null;
  aggregated_price: number | null;
  aggregated_price_special: number | null;
};

/** The page view with the spec's product page type, and the GA4 view_item event, once per product shown. */
export function useProductView(pageType: AnalyticsPageType, product: ViewedProduct): void {
  usePageView(pageType);
  const { sku, currency } = product;
  useEffect(() => {
    sendEcommerce('view_item', currency, [product]);
    // Once per product and currency, not on every render of a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sku, currency]);
}
