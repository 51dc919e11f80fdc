import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import { SaveHeart } from '../../../personal/components/save-heart/save-heart';
import { theme } from '../../../../shared/ui/theme';
import { ProductPrice } from '../product-price/product-price';

const styles = css`
  display: grid;
  gap: 0.5rem;
  .title {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 0.5rem;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
    line-height: 1.15;
  }
  .subtitle {
    margin: 0;
    color: ${theme.colour.muted};
    font-size: 1.05rem;
  }
  .model {
    margin: 0;
    font-size: 0.9rem;
  }
  .model a {
    color: ${theme.colour.brand};
  }
  .price {
    font-size: 1.5rem;
    margin: 0.25rem 0;
  }
  .sku {
    margin: 0;
    color: ${theme.colour.muted};
    font-size: 0.8rem;
  }
`;

/** Name, subtitle, price and (for a build) the model it belongs to. */
export function ProductHeader({
  product,
  from = false,
  parent,
}: {
  product: {
    name: string;
    sku: string;
    subtitle: string | null;
    currency: string;
    aggregated_price: number | null;
    aggregated_price_special: number | null;
  };
  from?: boolean;
  parent?: { name: string; url_key: string } | null;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  return (
    <header css={styles}>
      {parent ? (
        <p className="model">
          <Link href={pagePath(parent.url_key)}>{t('product.page.breadcrumbModel', { name: parent.name })}</Link>
        </p>
      ) : null}
      <div className="title">
        <h1>{product.name}</h1>
        <SaveHeart sku={product.sku} name={product.name} />
      </div>
      {product.subtitle ? <p className="subtitle">{product.subtitle}</p> : null}
      <ProductPrice
        price={product.aggregated_price}
        special={product.aggregated_price_special}
        currency={product.currency}
        from={from}
        className="price"
      />
      <p className="sku">{t('product.page.sku', { sku: product.sku })}</p>
    </header>
  );
}
