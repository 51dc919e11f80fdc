import { useTranslation } from '../../../../shared/i18n/use-translation';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductCardFieldsFragment } from '../../../../graphql/graphql';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { FinanceTeasersProvider } from '../../../finance/components/finance-teasers';
import type { ProductListingModel } from '../../hooks/use-product-listing';
import { activeFilterCount, type SortOption } from '../../listing.rules';
import { effectivePrice } from '../../../../shared/format/price.rules';
import { ListingFilters } from '../listing-filters/listing-filters';
import { ProductCard } from '../product-card/product-card';
import { HydrateApart } from '../../../../shared/ui/hydrate-apart';
import { listingStyles } from './product-listing.styles';

/**
 * The chips of the chosen filters: only while there are some (components/active-filters), a chunk
 * of its own, in a Suspense boundary of its own. React.lazy, not next/dynamic: the listing is in a
 * page-kind chunk, so Next never preloads this one before hydrating (only the page's own dynamic
 * parts are), and next/dynamic then rendered nothing where the server had rendered the chips
 * (React error 418: the page's HTML thrown away and rendered again). A lazy component whose code
 * has not arrived keeps the server's HTML until it has, and hydrates it then.
 */
const ActiveFilters = lazy(() => import('../active-filters/active-filters').then((m) => ({ default: m.ActiveFilters })));

type Props = {
  listing: ProductListingModel;
  onSelect?: (product: ProductCardFieldsFragment, index: number) => void;
};

/**
 * A product listing: results count, sort, filters (a side panel on large screens, a disclosure on
 * small ones), active filter chips, the product grid and "load more" with progress (spec §9).
 */
export function ProductListing({ listing, onSelect }: Props): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  // Bikes show "or from £x a month" where finance is offered: one request for the whole grid.
  const bikePrices = useMemo(() => listing.items.flatMap((p) => (bikePrice(p) === null ? [] : [bikePrice(p)!])), [listing.items]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { state, items, total, facets, currency } = listing;
  const active = activeFilterCount(state);

  // After "load more", move keyboard focus to the first new product so the next Tab continues there.
  useEffect(() => {
    if (focusFrom.current === null || items.length <= focusFrom.current) return;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('h2 a, h3 a')[focusFrom.current]?.focus({ preventScroll: true });
    focusFrom.current = null;
  }, [items.length]);

  const loadMore = async () => {
    focusFrom.current = items.length;
    await listing.loadMore();
  };

  const filterProps = { state, facets, currency, onToggle: listing.toggle, onPrice: listing.setPrice };
  return (
    <div css={listingStyles}>
      <aside className={filtersOpen ? 'filters open' : 'filters'} id={panelId} aria-label={t('catalogue.listing.filtersHeading')}>
        <ListingFilters {...filterProps} />
        {filtersOpen ? (
          <button type="button" css={buttonStyles} className="toggle" onClick={() => setFiltersOpen(false)}>
            {t('catalogue.listing.closeFilters', { count: total })}
          </button>
        ) : null}
      </aside>
      <div>
        <div className="toolbar">
          <p className="count" role="status" aria-live="polite">
            {t('catalogue.listing.results', { count: total })}
          </p>
          <button
            type="button"
            css={secondaryButtonStyles}
            className="toggle"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {active ? t('catalogue.listing.filtersButtonActive', { count: active }) : t('catalogue.listing.filtersButton')}
          </button>
          <div className="sort">
            <label htmlFor={sortId}>{t('catalogue.listing.sortLabel')}</label>
            <select id={sortId} value={state.sort} onChange={(e) => listing.setSort(e.target.value as SortOption)}>
              {listing.sortOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`catalogue.listing.sort.${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {active ? (
          <Suspense fallback={null}>
            <ActiveFilters {...filterProps} onClear={listing.clear} />
          </Suspense>
        ) : null}
        {/* The cards' names are h3: this keeps the outline whole where the filter panel is hidden (phones). */}
        <h2 className="visually-hidden">{t('catalogue.listing.productsHeading')}</h2>
        {items.length === 0 && !listing.refreshing ? (
          <div className="empty">
            <p>
              <strong>{t('catalogue.listing.empty')}</strong>
            </p>
            <p>{t('catalogue.listing.emptyHint')}</p>
            {active ? (
              <button type="button" css={secondaryButtonStyles} onClick={listing.clear}>
                {t('catalogue.listing.clearAll')}
              </button>
            ) : null}
          </div>
        ) : (
          <FinanceTeasersProvider prices={bikePrices} currency={currency}>
            <ul className="grid" ref={gridRef} aria-busy={listing.refreshing} data-testid="ProductListing-grid">
              {/* Each card is hydrated apart: 24 cards in one commit were a 20-30 ms task on a phone. */}
              {items.map((product, index) => (
                <HydrateApart key={product.sku}>
                  <li>
                    <ProductCard
                      product={product}
                      priority={index < 4}
                      onSelect={(p) => onSelect?.(p, index)}
                      financePrice={bikePrice(product)}
                    />
                  </li>
                </HydrateApart>
              ))}
            </ul>
          </FinanceTeasersProvider>
        )}
        {items.length > 0 ? (
          <div className="more">
            <p id={`${panelId}-progress`}>{t('catalogue.listing.showing', { shown: items.length, total })}</p>
            <progress max={total} value={items.length} aria-hidden="true" />
            {listing.hasMore ? (
              <button
                type="button"
                css={buttonStyles}
                onClick={loadMore}
                disabled={listing.loadingMore}
                aria-describedby={`${panelId}-progress`}
              >
                {listing.loadingMore ? t('catalogue.listing.loading') : t('catalogue.listing.loadMore')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A bike's cash price as the card shows it (its special price when lower); null for anything else. */
function bikePrice(product: ProductCardFieldsFragment): number | null {
  if (product.type_id !== 'child-bike' && product.type_id !== 'parent-bike') return null;
  return effectivePrice(product);
}
