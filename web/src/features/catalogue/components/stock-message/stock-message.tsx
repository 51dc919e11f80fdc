import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0;
  p {
    margin: 0;
    padding: 0.6rem 0.8rem;
    border-radius: ${theme.radius};
    border-left: 4px solid;
  }
  .warn {
    border-color: ${theme.colour.danger};
    background: #fdecee;
    color: ${theme.colour.danger};
    font-weight: 600;
  }
  .ok {
    border-color: ${theme.colour.success};
    background: #eaf5ec;
    color: ${theme.colour.success};
  }
  .info {
    border-color: ${theme.colour.brand};
    background: ${theme.colour.wash};
  }
`;

/**
 * Availability in words (spec §8): 'Currently sold out', 'Currently Out of Stock', the shipping
 * ban for the shopper's country. Announced politely.
 */
export function StockMessage({
  stock,
  canShip,
}: {
  stock: 'soldOut' | 'outOfStock' | 'inStock' | null;
  canShip: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  return (
    <div css={styles} role="status" aria-live="polite" data-testid="StockMessage-root">
      {!canShip ? <p className="warn">{t('product.stockMessage.cannotShip')}</p> : null}
      {stock === 'soldOut' ? <p className="warn">{t('product.stockMessage.soldOut')}</p> : null}
      {stock === 'outOfStock' ? <p className="warn">{t('product.stockMessage.outOfStock')}</p> : null}
      {stock === 'inStock' ? <p className="ok">{t('product.stockMessage.inStock')}</p> : null}
    </div>
  );
}
