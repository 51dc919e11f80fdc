import { css } from '@emotion/react';
import { useTranslation } from 'next-i18next/pages';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { useSizeSelection } from '../../hooks/use-size-selection';
import { SizeGuide, type SizeGuideRow } from '../size-guide/size-guide';
import { SizeSelector, type SelectableOption } from '../size-selector/size-selector';
import { StockMessage } from '../stock-message/stock-message';

const styles = css`
  display: grid;
  gap: 0.75rem;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .actions > button:first-of-type {
    flex: 1 1 12rem;
  }
  .confirmed {
    margin: 0;
    padding: 0.75rem;
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
    border-left: 4px solid ${theme.colour.brand};
  }
`;

/**
 * Size choice, size guide and the add-to-cart action of a child bike. There is no cart yet: the
 * button validates the size for real (spec §5) and then says plainly that online ordering comes
 * with the cart, with the chosen size's stock.
 */
export function BikePurchase({
  name,
  sizes,
  sizeGuide,
  canShip,
}: {
  name: string;
  sizes: SelectableOption[];
  sizeGuide: SizeGuideRow[];
  canShip: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  const { selected, select, error, confirmed, submit } = useSizeSelection(sizes);
  const labels = Object.fromEntries(sizes.map((s) => [s.value, s.label]));
  const soldOut = sizes.length > 0 && sizes.every((s) => s.stock_status === 'OUT_OF_STOCK');
  return (
    <div css={styles}>
      <SizeSelector sizes={sizes} selected={selected} onSelect={select} error={error} />
      <div className="actions">
        <button type="button" css={buttonStyles} onClick={submit} disabled={!canShip}>
          {t('product.purchase.addToCart')}
        </button>
        <SizeGuide rows={sizeGuide} labels={labels} />
      </div>
      <StockMessage stock={soldOut ? 'soldOut' : null} canShip={canShip} />
      <div aria-live="polite" data-testid="BikePurchase-confirmation">
        {confirmed ? (
          <p className="confirmed">
            {t(confirmed.stock_status === 'IN_STOCK' ? 'product.purchase.sizeInStock' : 'product.purchase.sizeOutOfStock', {
              size: labels[confirmed.value] ?? confirmed.value,
            })}{' '}
            {t('product.purchase.orderingSoon', { name, size: labels[confirmed.value] ?? confirmed.value })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
