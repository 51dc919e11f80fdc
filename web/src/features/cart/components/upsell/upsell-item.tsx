import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import { useId, useState } from 'react';
import type { CartReviewGetQuery } from '../../../../graphql/graphql';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { responsiveImage } from '../../../catalogue/images/image-sizes';
import { ProductPrice } from '../../../catalogue/components/product-price/product-price';
import { useCart } from '../../hooks/use-cart';

export type UpsellProduct = NonNullable<CartReviewGetQuery['product']>['extras'][number];

const styles = css`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  img {
    width: 96px;
    height: 72px;
    object-fit: contain;
    background: ${theme.colour.wash};
  }
  .body {
    display: grid;
    gap: 0.35rem;
  }
  a {
    font-weight: 600;
    color: ${theme.colour.ink};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  select {
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    font: inherit;
  }
  .added {
    color: ${theme.colour.success};
    font-weight: 600;
  }
`;

/** One extra or accessory on the review page: its option (when it has several) and one-click add. */
export function UpsellItem({ product, inCart }: { product: UpsellProduct; inCart: boolean }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { addItems, pending } = useCart();
  const choosable = product.options.filter((o) => o.stock_status === 'IN_STOCK');
  const [sku, setSku] = useState<string>(product.options.length ? (choosable[0]?.sku ?? '') : product.sku);
  const [added, setAdded] = useState(false);
  const selectId = useId();
  const image = [...product.media_gallery].sort((a, b) => a.position - b.position)[0];
  const soldOut = product.stock_status === 'OUT_OF_STOCK';
  return (
    <li css={styles} data-testid="UpsellItem-root" data-sku={product.sku}>
      {image ? <img {...responsiveImage(image.url)} sizes="96px" width={96} height={72} alt="" loading="lazy" /> : <span />}
      <div className="body">
        <Link href={pagePath(product.url_key)}>{product.name}</Link>
        <ProductPrice price={product.aggregated_price} special={product.aggregated_price_special} currency={product.currency} />
        <div className="row">
          {product.options.length > 1 ? (
            <>
              <label htmlFor={selectId} className="visually-hidden">
                {product.options[0]?.option_type === 'colour' ? t('cart.review.colour') : t('cart.review.size')}
              </label>
              <select id={selectId} value={sku} onChange={(event) => setSku(event.target.value)}>
                {product.options.map((option) => (
                  <option key={option.sku} value={option.sku} disabled={option.stock_status !== 'IN_STOCK'}>
                    {option.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {added || inCart ? (
            <span className="added" data-testid="UpsellItem-added">
              {t('cart.review.inCart')}
            </span>
          ) : null}
          <button
            type="button"
            css={secondaryButtonStyles}
            disabled={pending || soldOut || !sku}
            aria-label={t('cart.review.add', { name: product.name })}
            data-testid="UpsellItem-add"
            onClick={() => {
              void addItems([{ sku, quantity: 1 }], { openDrawer: false }).then((result) => setAdded(result.ok));
            }}
          >
            {t('cart.review.addShort')}
          </button>
        </div>
      </div>
    </li>
  );
}
