import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { theme } from '../../../../shared/ui/theme';
import { useSavedProducts } from '../../hooks/use-saved-products';

const styles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${theme.colour.promo};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

/**
 * The heart on product cards and pages: saves the product (in the account, or in this browser for
 * a guest) or takes it off the saved list. A toggle button, announced as pressed when saved.
 */
export function SaveHeart({ sku, name, className }: { sku: string; name: string; className?: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  const { skus, toggle } = useSavedProducts();
  const saved = skus.includes(sku);
  return (
    <button
      type="button"
      css={styles}
      className={className}
      aria-pressed={saved}
      aria-label={t('common.savedProducts.save', { name })}
      title={saved ? t('common.savedProducts.saved') : t('common.savedProducts.saveShort')}
      data-testid="SaveHeart"
      onClick={() => void toggle(sku)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
