import { css } from '@emotion/react';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  .now {
    font-weight: 700;
  }
  .special {
    color: ${theme.colour.promo};
  }
  s {
    color: ${theme.colour.muted};
  }
`;

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A price in the shopper's currency: the special price with the regular one struck through, or "from" a price. */
export function ProductPrice({
  price,
  special,
  currency,
  from = false,
  size = '1rem',
}: {
  price: number | null;
  special: number | null;
  currency: string;
  from?: boolean;
  size?: string;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  const locale = useRouter().locale ?? 'en-GB';
  if (price === null) return <p css={styles}>{t('product.price.notSold')}</p>;
  const format = (amount: number) => formatPrice(amount, locale, currency);
  const pays = special ?? price;
  const shown = from ? t('product.price.from', { price: format(pays) }) : format(pays);
  return (
    <p css={styles} style={{ fontSize: size }} data-testid="ProductPrice-price">
      {special !== null ? (
        <>
          <span css={hidden}>{t('product.price.now')}</span>
          <span className="now special">{shown}</span>
          <span css={hidden}>{t('product.price.was')}</span>
          <s>{format(price)}</s>
        </>
      ) : (
        <span className="now">{shown}</span>
      )}
    </p>
  );
}
