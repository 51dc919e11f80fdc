import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { theme } from '../../../../shared/ui/theme';

export type SelectableOption = { sku: string; value: string; label: string; stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' };

export const choiceStyles = css`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  label {
    position: relative;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-width: 56px;
    min-height: 44px;
    padding: 0.35rem 0.75rem;
    border: 2px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    cursor: pointer;
    background: ${theme.colour.paper};
  }
  label small {
    color: ${theme.colour.muted};
    font-size: 0.75rem;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colour.brand};
    background: ${theme.colour.wash};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  .error {
    color: ${theme.colour.danger};
    font-weight: 600;
    margin: 0.5rem 0 0;
    min-height: 1.5em;
  }
`;

/**
 * The bike's sizes as a radio group (arrow keys move between sizes). An error (spec §5 'Please
 * select a size') is announced and tied to the group.
 */
export function SizeSelector({
  sizes,
  selected,
  onSelect,
  error,
}: {
  sizes: SelectableOption[];
  selected: string | null;
  onSelect: (value: string) => void;
  error: string | null;
}): React.JSX.Element {
  const { t } = useTranslation('product');
  return (
    <fieldset css={choiceStyles} aria-describedby="size-selector-error" aria-invalid={error ? true : undefined}>
      <legend>{t('product.sizeSelector.legend')}</legend>
      <div className="choices">
        {sizes.map((size) => (
          <label key={size.sku}>
            <input
              type="radio"
              name="size"
              value={size.value}
              checked={selected === size.value}
              onChange={() => onSelect(size.value)}
            />
            <span>{size.label}</span>
            {size.stock_status === 'OUT_OF_STOCK' ? <small>{t('product.sizeSelector.outOfStock')}</small> : null}
          </label>
        ))}
      </div>
      <p id="size-selector-error" className="error" role="alert" data-testid="SizeSelector-error">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
