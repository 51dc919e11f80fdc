import { useTranslation } from '../../../../shared/i18n/use-translation';
import { choiceStyles, type SelectableOption } from '../size-selector/size-selector';

/** An accessory's options (sizes or colours) as a radio group; out-of-stock options stay choosable so the shopper learns why. */
export function ProductOptions({
  options,
  type,
  selectedSku,
  onSelect,
}: {
  options: SelectableOption[];
  type: string;
  selectedSku: string | null;
  onSelect: (sku: string) => void;
}): React.JSX.Element | null {
  const { t } = useTranslation('product');
  if (options.length < 2) return null;
  return (
    <fieldset css={choiceStyles}>
      <legend>{type === 'colour' ? t('product.options.colour') : t('product.options.size')}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.sku}>
            <input
              type="radio"
              name="option"
              value={option.sku}
              checked={selectedSku === option.sku}
              onChange={() => onSelect(option.sku)}
            />
            <span>{option.label}</span>
            {option.stock_status === 'OUT_OF_STOCK' ? <small>{t('product.options.outOfStock')}</small> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
