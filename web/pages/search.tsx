import type { GetServerSideProps } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import { itemsToShow, listingFilterInput, parseListingQuery } from '../src/features/catalogue/listing.rules';
import { SearchResults } from '../src/features/search/components/search-results/search-results';
import { isSearchable, parseSearchText } from '../src/features/search/search.rules';
import { ProductListingGetDocument } from '../src/graphql/documents/ProductListingGetDocument';
import { usePageView } from '../src/shared/analytics/use-page-view';
import type { StorefrontPage } from '../src/shared/page';
import { shopperPage } from '../src/application/shopper-page';
import { PageHead } from '../src/shared/ui/page-head';

type Props = { q: string };

/** Search results (spec: /search): rendered on the server with the first results, never indexed. */
const SearchPage: StorefrontPage<Props> = ({ q }) => {
  const { t } = useTranslation('search');
  usePageView('search results');
  return (
    <>
      <PageHead
        title={q ? t('search.results.title', { q }) : t('search.results.titleEmpty')}
        description={q ? t('search.results.description', { q }) : t('search.results.descriptionEmpty')}
        noIndex
      />
      <SearchResults key={q} q={q} />
    </>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    shared: true,
    namespaces: ['search', 'catalogue'],
    load: async (client) => {
      const q = parseSearchText(ctx.query.q);
      if (q && isSearchable(q)) {
        // The same variables the listing hook asks with, so the browser starts from this answer.
        const state = parseListingQuery(ctx.query, true);
        await client.query({
          query: ProductListingGetDocument,
          variables: { ...listingFilterInput(state, null), pageSize: itemsToShow(state.page), currentPage: 1, search: q },
          errorPolicy: 'all',
        });
      }
      return { props: { q } };
    },
  });

export default SearchPage;
