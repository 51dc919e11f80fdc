import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { useFinanceTeaser } from '../../../finance/components/finance-teaser-lookup';
import type { ProductCardFieldsFragment } from '../../../../graphql/graphql';
import { responsiveImage } from '../../images/image-sizes';
import { SaveHeart } from '../../../personal/components/save-heart/save-heart';
import { ProductPrice } from '../product-price/product-price';
import { shownPrice } from '../../../../shared/format/price.rules';
import { cardStyles } from './product-card.styles';

type Props = {
  product: ProductCardFieldsFragment;
  /** Heading level of the product name within the page's outline. */
  headingLevel?: 2 | 3;
  /** Grid slot width, for the browser's choice of image size. */
  sizes?: string;
  /** Load the image at once (cards above the fold) instead of lazily. */
  priority?: boolean;
  onSelect?: (product: ProductCardFieldsFragment) => void;
  /**
   * A bike's cash price, for "or from £x a month" under the price (a listing's FinanceTeasersProvider
   * answers it); its line is kept empty until then, or where no finance is offered. Null or
   * undefined: no line.
   */
  financePrice?: number | null;
};

/** A product in a grid: image, brand, name, subtitle, price (special price shown), availability, the save heart. */
export function ProductCard({
  product,
  headingLevel = 3,
  sizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  priority = false,
  onSelect,
  financePrice,
}: Props): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  const image = [...product.media_gallery].sort((a, b) => a.position - b.position)[0];
  const href = pagePath(product.url_key);
  const soldOut = product.stock_status === 'OUT_OF_STOCK';
  const onSale = shownPrice(product.aggregated_price, product.aggregated_price_special)?.regular != null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={cardStyles} data-testid="ProductCard" data-sku={product.sku}>
      <div className="image">
        {image ? (
          <img
            {...responsiveImage(image.url)}
            sizes={sizes}
            width={480}
            height={360}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <SaveHeart className="heart" sku={product.sku} name={product.name} />
      {soldOut ? (
        <span className="badge">{t('catalogue.productCard.soldOut')}</span>
      ) : onSale ? (
        <span className="badge sale">{t('catalogue.productCard.sale')}</span>
      ) : null}
      <div className="body">
        <p className="brand">{product.manufacture}</p>
        <Heading>
          <Link href={href} onClick={() => onSelect?.(product)}>
            {product.name}
          </Link>
        </Heading>
        {product.subtitle ? <p className="subtitle">{product.subtitle}</p> : null}
        <ProductPrice
          className="price"
          price={product.aggregated_price}
          special={product.aggregated_price_special}
          currency={product.currency}
          from={product.type_id === 'parent-bike'}
        />
        {financePrice != null ? (
          <ProductCardFinance price={financePrice} label={(monthly) => t('catalogue.productCard.finance', { monthly })} />
        ) : null}
      </div>
    </article>
  );
}

/**
 * "or from £x a month" for a bike's price, once the listing's teasers have arrived (the line is kept
 * meanwhile). The card's `t` words it: one translation hook per card, not two (each costs a copy of
 * the i18n instance on the server).
 */
function ProductCardFinance({ price, label }: { price: number; label: (monthly: string) => string }): React.JSX.Element {
  const { locale } = useRouter();
  const teaser = useFinanceTeaser(price);
  return (
    <p className="finance" data-testid={teaser ? 'ProductCard-finance' : undefined}>
      {teaser ? label(formatPrice(teaser.monthly, locale, teaser.currency, true)) : null}
    </p>
  );
}
