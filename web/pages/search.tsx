import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { SearchResults } from '../src/features/search/components/search-results/search-results';
import { parseSearchPage, searchResultsVariables } from '../src/features/search/search.rules';
import { SearchResultsGetDocument } from '../src/graphql/graphql';
import { usePageView } from '../src/shared/analytics/use-page-view';
import type { StorefrontPage } from '../src/shared/page';
import { shopperPage } from '../src/shared/ssr/shopper-page';
import { PageHead } from '../src/shared/ui/page-head';

type Props = { q: string };

/** Search results (spec: /search): not indexed, rendered on the server with the first results. */
const SearchPage: StorefrontPage<Props> = ({ q }) => {
  const { t } = useTranslation('search');
  usePageView('search results');
  return (
    <>
      <PageHead title={q ? t('search.results.title', { q }) : t('search.results.titleEmpty')} noIndex />
      <SearchResults />
    </>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    namespaces: ['search', 'catalogue'],
    load: async (client) => {
      const state = parseSearchPage(ctx.query);
      if (state.q) {
        // A refused text (no words) is shown as such by the page, not as a server error.
        await client.query({ query: SearchResultsGetDocument, variables: searchResultsVariables(state), errorPolicy: 'all' });
      }
      return { props: { q: state.q } };
    },
  });

export default SearchPage;
