import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { LISTING_FILTERS } from '../../listing.rules';
import type { ListingFiltersProps } from '../listing-filters/listing-filters';
import { activeStyles } from './active-filters.styles';

/**
 * The chosen filters as removable chips, and "clear all". A chunk of its own, rendered only while
 * a filter is chosen (product-listing.tsx): a listing opened with filters in its URL loads it while
 * the page hydrates (the server's chips stay until it has), any other when the shopper picks the
 * first filter.
 */
export function ActiveFilters({
  state,
  facets,
  currency,
  onToggle,
  onPrice,
  onClear,
}: ListingFiltersProps & { onClear: () => void }): React.JSX.Element | null {
  const { t } = useTranslation('catalogue');
  const { locale = 'en-GB' } = useRouter();
  const chips: { key: string; name: string; value: string; remove: () => void }[] = [];
  for (const code of LISTING_FILTERS) {
    const facet = facets.find((f) => f.attribute_code === code);
    for (const value of state.filters[code] ?? []) {
      const label = facet?.options.find((o) => o.value === value)?.label ?? value;
      chips.push({ key: `${code}:${value}`, name: facet?.label ?? code, value: label, remove: () => onToggle(code, value) });
    }
  }
  if (state.price) {
    const money = (n: number) => (currency ? formatPrice(n, locale, currency) : String(n));
    const { from, to } = state.price;
    const value =
      from !== null && to !== null
        ? t('catalogue.listing.priceRange', { from: money(from), to: money(to) })
        : from !== null
          ? t('catalogue.listing.priceOpenFrom', { from: money(from) })
          : t('catalogue.listing.priceOpenTo', { to: money(to ?? 0) });
    chips.push({ key: 'price', name: t('catalogue.listing.price'), value, remove: () => onPrice(null, null) });
  }
  if (!chips.length) return null;
  return (
    <ul css={activeStyles} aria-label={t('catalogue.listing.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={chip.remove}
            aria-label={t('catalogue.listing.removeFilter', { name: chip.name, value: chip.value })}
          >
            {chip.value} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="clear" onClick={onClear}>
          {t('catalogue.listing.clearAll')}
        </button>
      </li>
    </ul>
  );
}
