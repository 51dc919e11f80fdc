import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { ProductCard } from '../../../catalogue/components/product-card/product-card';
import { useSearchResults } from '../../hooks/use-search-results';
import { SEARCH_SORT_OPTIONS, type SearchSortOption } from '../../search.rules';
import { SearchBox } from '../search-box/search-box';
import { resultsStyles } from './search-results.styles';

/**
 * The results page body: what was searched for and how many products match (announced), a
 * "did you mean" link when words were corrected, sort, the product grid and "load more"; with no
 * matches, what to try instead and the search box to try it.
 */
export function SearchResults(): React.JSX.Element {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('catalogue');
  const results = useSearchResults();
  const corrected =
    results.corrected && results.corrected !== results.q.toLowerCase() ? (
      <p className="corrected" data-testid="SearchResults-corrected">
        {t('search.results.didYouMean')}{' '}
        <Link href={{ pathname: '/search', query: { q: results.corrected } }}>{results.corrected}</Link>
      </p>
    ) : null;

  if (!results.q || results.invalid) {
    return (
      <div css={resultsStyles}>
        <h1>{t('search.results.titleEmpty')}</h1>
        <div className="empty">
          <p role="status">{results.invalid ? t('search.results.invalid') : t('search.results.prompt')}</p>
          <SearchBox className="again" />
        </div>
      </div>
    );
  }

  return (
    <div css={resultsStyles}>
      <h1>{t('search.results.title', { q: results.q })}</h1>
      <p className="count" role="status" aria-live="polite" data-testid="SearchResults-count">
        {results.loading
          ? t('search.results.loading')
          : results.failed
            ? t('search.results.failed')
            : t('search.results.count', { count: results.total })}
      </p>
      {corrected}
      {!results.loading && !results.failed && results.total === 0 ? (
        <div className="empty" data-testid="SearchResults-empty">
          <p>{t('search.results.noResults', { q: results.q })}</p>
          <p>{t('search.results.noResultsHint')}</p>
          <SearchBox className="again" />
        </div>
      ) : null}
      {results.total > 0 ? (
        <>
          <div className="toolbar">
            <label>
              {t('search.results.sortLabel')}
              <select
                value={results.sort}
                onChange={(event) => void results.setSort(event.target.value as SearchSortOption)}
                data-testid="SearchResults-sort"
              >
                {SEARCH_SORT_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option === 'relevance' ? t('search.results.relevance') : tc(`catalogue.listing.sort.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <h2 className="visually-hidden">{t('search.results.listHeading')}</h2>
          <ul className="grid" aria-busy={results.loading}>
            {results.items.map((product, index) => (
              <li key={product.sku}>
                <ProductCard product={product} priority={index < 4} />
              </li>
            ))}
          </ul>
          <div className="more">
            <p>{tc('catalogue.listing.showing', { shown: results.items.length, total: results.total })}</p>
            {results.hasMore ? (
              <button
                type="button"
                css={buttonStyles}
                onClick={() => void results.loadMore()}
                disabled={results.loadingMore}
                data-testid="SearchResults-loadMore"
              >
                {results.loadingMore ? tc('catalogue.listing.loading') : tc('catalogue.listing.loadMore')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
