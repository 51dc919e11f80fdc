import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pushEcommerce } from '../../../../shared/analytics/ecommerce';
import { ProductListing } from '../../../catalogue/components/product-listing/product-listing';
import { useProductListing } from '../../../catalogue/hooks/use-product-listing';
import { activeFilterCount, listingQueryString } from '../../../catalogue/listing.rules';
import { useSearchResultsView } from '../../hooks/use-search-results-view';
import { isSearchable, SEARCH_PATH } from '../../search.rules';
import { SearchBox } from '../search-box/search-box';
import { resultsStyles } from './search-results.styles';

/** The results page body: a prompt without a search text, else the matches. */
export function SearchResults({ q }: { q: string }): React.JSX.Element {
  const { t } = useTranslation('search');
  if (q && isSearchable(q)) return <SearchMatches q={q} />;
  return (
    <div css={resultsStyles}>
      <h1>{t('search.results.titleEmpty')}</h1>
      <div className="search-empty">
        <p role="status">{q ? t('search.results.invalid') : t('search.results.prompt')}</p>
        <SearchBox className="search-again" initialText={q} />
      </div>
    </div>
  );
}

/**
 * The matches as a product listing (the category listing's filters over the matches, sort with
 * best match first, "load more"), with a "did you mean" link when words were corrected; with no
 * matches at all, what to try instead and the search box to try it.
 */
function SearchMatches({ q }: { q: string }): React.JSX.Element {
  const { t } = useTranslation('search');
  const listing = useProductListing(null, q);
  const filtered = activeFilterCount(listing.state) > 0;
  const settled = !listing.refreshing && !listing.error;
  useSearchResultsView(q, JSON.stringify(listingQueryString(listing.state, {}, true)), listing.items, settled);
  const corrected =
    listing.corrected && listing.corrected !== q.toLowerCase() ? (
      <p className="search-corrected" data-testid="SearchResults-corrected">
        {t('search.results.didYouMean')}{' '}
        <Link href={{ pathname: SEARCH_PATH, query: { q: listing.corrected } }}>{listing.corrected}</Link>
      </p>
    ) : null;
  const noMatches = settled && listing.total === 0 && !filtered;
  return (
    <div css={resultsStyles}>
      <h1>{t('search.results.title', { q })}</h1>
      {corrected}
      {listing.error && listing.items.length === 0 ? (
        <p role="alert">{t('search.results.failed')}</p>
      ) : noMatches ? (
        <div className="search-empty" data-testid="SearchResults-empty">
          <p role="status">{t('search.results.noResults', { q })}</p>
          <p>{t('search.results.noResultsHint')}</p>
          <SearchBox className="search-again" />
        </div>
      ) : (
        <ProductListing
          listing={listing}
          onSelect={(product, index) =>
            pushEcommerce('select_item', listing.currency, [product], { item_list_name: 'Search results', index })
          }
        />
      )}
    </div>
  );
}
