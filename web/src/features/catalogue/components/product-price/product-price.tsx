import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { theme } from '../../../../shared/ui/theme';
import { shownPrice } from '../../../../shared/format/price.rules';

const priceStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5rem;
  font-weight: 700;
  .special {
    color: ${theme.colour.promo};
  }
  del {
    color: ${theme.colour.muted};
    font-weight: 400;
    font-size: 0.9em;
  }
`;

type Props = {
  price: number | null | undefined;
  special?: number | null;
  currency: string;
  /** "From …" for a parent bike priced by its cheapest build. */
  from?: boolean;
  className?: string;
};

/**
 * A price in the shopper's currency, formatted for the storefront's locale (spec §9: whole amounts
 * without decimals); a special price shows with the regular one struck through.
 */
export function ProductPrice({ price, special, currency, from = false, className }: Props): React.JSX.Element | null {
  const { t } = useTranslation('catalogue');
  const { locale = 'en-GB' } = useRouter();
  const shownAs = shownPrice(price, special);
  if (!shownAs) return null;
  const { amount, regular } = shownAs;
  const hasSpecial = regular !== null;
  const shown = formatPrice(amount, locale, currency);
  const label = from ? t('catalogue.price.from', { price: shown }) : shown;
  return (
    <p css={priceStyles} className={className} data-testid="ProductPrice">
      {hasSpecial ? (
        <>
          <span className="special">
            <span className="visually-hidden">{t('catalogue.price.now')} </span>
            {label}
          </span>
          <del>
            <span className="visually-hidden">{t('catalogue.price.was')} </span>
            {formatPrice(regular, locale, currency)}
          </del>
        </>
      ) : (
        <span>{label}</span>
      )}
    </p>
  );
}
