import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
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
`;

/**
 * Size choice, size guide and add to cart of a child bike. The size is checked first (spec §5:
 * 'Please select a size'); a chosen size goes to `onAddToCart`, which adds the bike and moves on
 * to its review page, or opens the cart with the reason it could not be added.
 */
export function BikePurchase({
  sizes,
  stockStatus,
  sizeGuide,
  canShip,
  onAddToCart,
}: {
  sizes: SelectableOption[];
  /** The bike's own stock status (the API's: 'Currently sold out' when it is out of stock). */
  stockStatus: SelectableOption['stock_status'];
  sizeGuide: SizeGuideRow[];
  canShip: boolean;
  onAddToCart: (option: SelectableOption) => Promise<unknown>;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  const { selected, select, error, submit } = useSizeSelection(sizes);
  const [adding, setAdding] = useState(false);
  const labels = Object.fromEntries(sizes.map((s) => [s.value, s.label]));
  const soldOut = stockStatus === 'OUT_OF_STOCK';
  const selectedOption = sizes.find((s) => s.value === selected);
  return (
    <div css={styles}>
      <SizeSelector sizes={sizes} selected={selected} onSelect={select} error={error} />
      <div className="actions">
        <button
          type="button"
          css={buttonStyles}
          disabled={!canShip || adding}
          aria-busy={adding || undefined}
          data-testid="BikePurchase-add"
          onClick={() => {
            const option = submit();
            if (!option) return;
            setAdding(true);
            void onAddToCart(option).finally(() => setAdding(false));
          }}
        >
          {t('product.purchase.addToCart')}
        </button>
        <SizeGuide rows={sizeGuide} labels={labels} />
      </div>
      <StockMessage
        stock={soldOut ? 'soldOut' : selectedOption?.stock_status === 'OUT_OF_STOCK' ? 'outOfStock' : null}
        canShip={canShip}
      />
    </div>
  );
}
