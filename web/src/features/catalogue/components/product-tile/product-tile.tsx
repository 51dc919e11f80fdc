import { css } from '@emotion/react';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { ProductTileFieldsFragment } from '../../../../graphql/graphql';
import { theme } from '../../../../shared/ui/theme';
import { imageAtWidth, imageSrcSet } from '../../product.rules';
import { ProductPrice } from '../product-price/product-price';

const styles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: 100%;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    background: ${theme.colour.wash};
    border-radius: ${theme.radius};
  }
  a {
    color: ${theme.colour.ink};
    font-weight: 600;
    text-decoration: none;
  }
  /* The whole tile is the link's target area; the link text stays the product name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  .subtitle {
    color: ${theme.colour.muted};
    font-size: 0.875rem;
    margin: 0;
  }
  .stock {
    color: ${theme.colour.danger};
    font-size: 0.875rem;
    margin: 0;
  }
`;

/**
 * A small product tile for the product page's rails (related, extras, recently viewed). Kept local
 * until the shared product card lands on main.
 */
export function ProductTile({ product }: { product: ProductTileFieldsFragment }): React.JSX.Element {
  const { t } = useTranslation('product');
  const image = product.media_gallery[0];
  return (
    <article css={styles} data-testid="ProductTile-root">
      {image ? (
        <img
          src={imageAtWidth(image.url, 480)}
          srcSet={imageSrcSet(image.url, [320, 480, 640])}
          sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 45vw"
          width={480}
          height={360}
          alt={image.label || product.name}
          loading="lazy"
        />
      ) : null}
      <Link href={`/${product.url_key}/`}>{product.name}</Link>
      {product.subtitle ? <p className="subtitle">{product.subtitle}</p> : null}
      <ProductPrice
        price={product.aggregated_price}
        special={product.aggregated_price_special}
        currency={product.currency}
        from={product.type_id === 'parent-bike'}
      />
      {product.stock_status === 'OUT_OF_STOCK' ? <p className="stock">{t('product.productTile.outOfStock')}</p> : null}
    </article>
  );
}
