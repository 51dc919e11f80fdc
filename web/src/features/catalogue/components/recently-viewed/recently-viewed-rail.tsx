import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useQuery } from '../../../../shared/apollo/query-hooks';
import { ProductsBySkusGetDocument } from '../../../../graphql/documents/ProductsBySkusGetDocument';
import { ProductRail } from '../product-rail/product-rail';

/** The recently viewed products themselves: resolved in one batch query in the shopper's currency. */
export function RecentlyViewedRail({ skus }: { skus: string[] }): React.JSX.Element | null {
  const { t } = useTranslation('product');
  const { data } = useQuery(ProductsBySkusGetDocument, {
    variables: { skus },
    // The list is small and prices follow the shopper's country, which can change between visits.
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ProductRail id="recently-viewed" title={t('product.productRail.recentlyViewed')} products={data?.productsBySkus ?? []} />
  );
}
