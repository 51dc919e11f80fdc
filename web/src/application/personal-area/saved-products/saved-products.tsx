import { useQuery } from '../../../shared/apollo/query-hooks';
import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { useState } from 'react';
import { ProductsBySkusGetDocument } from '../../../graphql/documents/ProductsBySkusGetDocument';
import { theme } from '../../../shared/ui/theme';
import { ProductCard } from '../../../features/catalogue/components/product-card/product-card';
import { useSavedProducts } from '../../../features/personal/hooks/use-saved-products';
import { useSavedProductCards } from '../../../features/personal/hooks/use-saved-product-cards';
import { CompareBikes } from '../compare-bikes/compare-bikes';

/** At most this many bikes side by side. */
export const MAX_COMPARE = 3;

const styles = css`
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }
  li {
    display: grid;
    grid-template-rows: 1fr auto;
  }
  .compare-pick {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-size: 0.9rem;
  }
  .note {
    color: ${theme.colour.muted};
  }
`;

/**
 * Saved products (hearts) with compare: two or three saved bikes side by side. A guest's come from
 * this browser and are resolved in one batch query; a customer's come with the account.
 */
export function SavedProducts(): React.JSX.Element {
  const { t } = useTranslation('personal');
  const { skus, signedIn } = useSavedProducts();
  const accountProducts = useSavedProductCards(signedIn);
  const { data } = useQuery(ProductsBySkusGetDocument, {
    variables: { skus: skus.slice(0, 24) },
    skip: signedIn || skus.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const products = signedIn ? accountProducts : (data?.productsBySkus ?? []);
  const [compare, setCompare] = useState<string[]>([]);
  const picked = compare.filter((sku) => products.some((p) => p.sku === sku));
  const pick = (sku: string, on: boolean) =>
    setCompare((list) => (on ? [...list.filter((s) => s !== sku), sku].slice(-MAX_COMPARE) : list.filter((s) => s !== sku)));
  return (
    <section css={styles} aria-labelledby="personal-products">
      <h2 id="personal-products">{t('personal.products.title')}</h2>
      {products.length === 0 ? (
        <p>
          {t('personal.products.empty')} <Link href="/bikes/">{t('personal.designs.browse')}</Link>
        </p>
      ) : (
        <>
          <ul>
            {products.map((product) => (
              <li key={product.sku}>
                <ProductCard product={product} />
                {product.type_id === 'child-bike' ? (
                  <label className="compare-pick">
                    <input
                      type="checkbox"
                      checked={picked.includes(product.sku)}
                      onChange={(e) => pick(product.sku, e.target.checked)}
                    />
                    {t('personal.compare.pick', { name: product.name })}
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          <h3>{t('personal.compare.title')}</h3>
          {picked.length >= 2 ? (
            <CompareBikes skus={picked} />
          ) : (
            <p className="note">{t('personal.compare.hint', { max: MAX_COMPARE })}</p>
          )}
        </>
      )}
    </section>
  );
}
