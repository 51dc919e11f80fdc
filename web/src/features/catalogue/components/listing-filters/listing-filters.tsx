import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useEffect, useState, type FormEvent } from 'react';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import type { Facet } from '../../hooks/use-product-listing';
import { isListingFilter, LISTING_FILTERS, readPriceInput, type ListingFilter, type ListingState } from '../../listing.rules';
import { panelStyles } from './listing-filters.styles';

export type ListingFiltersProps = {
  state: ListingState;
  facets: Facet[];
  currency: string | null;
  onToggle: (code: ListingFilter, value: string) => void;
  onPrice: (from: number | null, to: number | null) => void;
};

/**
 * The filter panel: every attribute of spec §9 that has values in the current selection, as
 * checkbox groups (values OR-ed within an attribute), and the price range.
 */
export function ListingFilters({ state, facets, currency, onToggle, onPrice }: ListingFiltersProps): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  const ordered = LISTING_FILTERS.flatMap((code) => facets.filter((f) => f.attribute_code === code && f.options.length > 0));
  return (
    <div css={panelStyles} data-testid="ListingFilters">
      <h2>{t('catalogue.listing.filtersHeading')}</h2>
      <PriceFilter state={state} currency={currency} onPrice={onPrice} />
      {ordered.map((facet) => {
        const code = facet.attribute_code;
        if (!isListingFilter(code)) return null;
        return <FacetGroup key={code} code={code} facet={facet} selected={state.filters[code] ?? []} onToggle={onToggle} />;
      })}
    </div>
  );
}

/**
 * One attribute's values. Closed groups render no options: a category can have a hundred sizes
 * and brands, and options nobody opened only cost DOM size and hydration time on phones.
 */
function FacetGroup({
  code,
  facet,
  selected,
  onToggle,
}: {
  code: ListingFilter;
  facet: Facet;
  selected: string[];
  onToggle: ListingFiltersProps['onToggle'];
}): React.JSX.Element {
  const [open, setOpen] = useState(selected.length > 0);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{facet.label}</summary>
      {open ? (
        <fieldset>
          <legend>{facet.label}</legend>
          {facet.options.map((option) => (
            <label className="option" key={option.value}>
              <input
                type="checkbox"
                name={code}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={() => onToggle(code, option.value)}
              />
              <span>
                {option.label} <span className="count">({option.count})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </details>
  );
}

function PriceFilter({
  state,
  currency,
  onPrice,
}: Pick<ListingFiltersProps, 'state' | 'currency' | 'onPrice'>): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  const [from, setFrom] = useState(state.price?.from?.toString() ?? '');
  const [to, setTo] = useState(state.price?.to?.toString() ?? '');
  useEffect(() => {
    setFrom(state.price?.from?.toString() ?? '');
    setTo(state.price?.to?.toString() ?? '');
  }, [state.price?.from, state.price?.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box is no limit on that side, in every currency (listing.rules.ts).
    onPrice(readPriceInput(from, 'from'), readPriceInput(to, 'to'));
  };
  const code = currency ?? '';
  return (
    <details open={state.price ? true : undefined}>
      <summary>{t('catalogue.listing.price')}</summary>
      <form className="price" onSubmit={submit} aria-label={t('catalogue.listing.price')}>
        <label>
          {t('catalogue.listing.priceFrom', { currency: code })}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="price_from"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label>
          {t('catalogue.listing.priceTo', { currency: code })}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="price_to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" css={secondaryButtonStyles}>
          {t('catalogue.listing.applyPrice')}
        </button>
      </form>
    </details>
  );
}
