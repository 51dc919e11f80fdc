import { useRouter } from 'next/router';
import { useCallback, useLayoutEffect } from 'react';
import { pushEcommerce } from '../../../../shared/analytics/ecommerce';
import { formatPrice } from '../../../../shared/format/format.rules';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useSearchSuggestions } from '../../hooks/use-search-suggestions';
import type { SuggestionsState } from '../../hooks/use-search-box';
import type { SuggestionOption } from '../../search.rules';
import { shownPrice } from '../../../../shared/format/price.rules';
import { suggestionGroupStyles } from './search-suggestions.styles';
import { sizedImageUrl } from '../../../catalogue/images/image-sizes';

type Props = {
  text: string;
  listboxId: string;
  optionId: (index: number) => string;
  /** The active option's index while the list is open. */
  active: number | null;
  onHover: (index: number) => void;
  choose: (option: SuggestionOption) => void;
  onSuggestions: (suggestions: SuggestionsState) => void;
};

/**
 * The search box's suggestions, loaded once the shopper turns to the box (search-box.tsx): asks
 * for them as the text changes, tells the box what it found (its keyboard handling needs the
 * options) and renders them as the listbox's groups of options.
 */
export function SearchSuggestions({
  text,
  listboxId,
  optionId,
  active,
  onHover,
  choose,
  onSuggestions,
}: Props): React.JSX.Element {
  const { t } = useTranslation('shell');
  const { locale = 'en-GB' } = useRouter();
  const { options, products, settled, active: asking } = useSearchSuggestions(text);
  const track = useCallback(
    (option: SuggestionOption) => {
      if (option.kind !== 'product') return;
      const product = products.find((p) => p.sku === option.sku);
      if (product) pushEcommerce('select_item', product.currency, [product], { item_list_name: 'Search suggestions' });
    },
    [products],
  );
  // Before paint, so the input's aria-expanded and the list change together.
  useLayoutEffect(
    () => onSuggestions({ options, settled, active: asking, track }),
    [onSuggestions, options, settled, asking, track],
  );

  const indexed = options.map((o, i) => [o, i] as const);
  const categories = indexed.filter(([o]) => o.kind === 'category');
  const productOptions = indexed.filter(([o]) => o.kind === 'product');

  const renderOption = ([option, index]: readonly [SuggestionOption, number]) => {
    const shown = option.kind === 'product' ? shownPrice(option.price, option.special) : null;
    return (
      <div
        key={option.id}
        id={optionId(index)}
        role="option"
        aria-selected={active === index}
        className="option"
        // The input keeps focus (aria-activedescendant), so a click must not blur it first.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => onHover(index)}
        onClick={() => choose(option)}
        data-testid="SearchBox-option"
      >
        {option.kind === 'product' && option.image ? (
          <img src={sizedImageUrl(option.image, 96)} alt="" width={48} height={36} />
        ) : null}
        <span className="name">{option.label}</span>
        {option.kind === 'product' && shown ? (
          <span className={`price${shown.regular !== null ? ' special' : ''}`}>
            {formatPrice(shown.amount, locale, option.currency)}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {categories.length ? (
        <div role="group" css={suggestionGroupStyles} aria-labelledby={`${listboxId}-categories`}>
          <div id={`${listboxId}-categories`} role="presentation" className="groupLabel">
            {t('shell.search.categories')}
          </div>
          {categories.map(renderOption)}
        </div>
      ) : null}
      {productOptions.length ? (
        <div role="group" css={suggestionGroupStyles} aria-labelledby={`${listboxId}-products`}>
          <div id={`${listboxId}-products`} role="presentation" className="groupLabel">
            {t('shell.search.products')}
          </div>
          {productOptions.map(renderOption)}
        </div>
      ) : null}
    </>
  );
}
