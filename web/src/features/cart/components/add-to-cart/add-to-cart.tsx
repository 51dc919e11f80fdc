import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { useCart } from '../../hooks/use-cart';

const styles = css`
  display: grid;
  gap: 0.4rem;
  .error {
    margin: 0;
    color: ${theme.colour.danger};
    font-weight: 600;
  }
`;

/**
 * Add to cart for an accessory or part: the chosen option's sku (or the product's, without options).
 * Adding opens the cart drawer (spec §4); without a chosen option it asks for one first.
 */
export function AddToCart({
  sku,
  needsChoice,
  choiceMessage,
  disabled,
  label,
  openDrawer = true,
}: {
  /** The sku to add, null while an option must still be chosen. */
  sku: string | null;
  needsChoice: boolean;
  /** The words asking for the missing choice ('Please select a size'). */
  choiceMessage: string;
  disabled?: boolean;
  label?: string;
  openDrawer?: boolean;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  const { addItems } = useCart();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div css={styles}>
      <button
        type="button"
        css={buttonStyles}
        disabled={disabled || adding}
        aria-busy={adding || undefined}
        data-testid="AddToCart-button"
        onClick={() => {
          if (!sku || needsChoice) {
            setError(choiceMessage);
            return;
          }
          setError(null);
          setAdding(true);
          void addItems([{ sku, quantity: 1 }], { openDrawer }).finally(() => setAdding(false));
        }}
      >
        {label ?? t('product.purchase.addToCart')}
      </button>
      <p className="error" role="alert">
        {error}
      </p>
    </div>
  );
}
