import type { CmsPageFieldsFragment } from '../../../graphql/graphql';
import { CmsPageGetDocument } from '../../../graphql/documents/CmsPageGetDocument';
import { usePageView } from '../../../shared/analytics/use-page-view';
import { PageHead } from '../../../shared/ui/page-head';
import { definePageKind } from '../../routing/page-kinds/page-kind';
import { CmsBlocks } from '../components/cms-blocks/cms-blocks';

type Props = { page: CmsPageFieldsFragment };

function CmsPageView({ page }: Props): React.JSX.Element {
  usePageView('CMS page');
  return (
    <>
      <PageHead title={page.meta_title ?? page.title} description={page.meta_description} keywords={page.meta_keywords} />
      <CmsBlocks blocks={page.blocks} title={page.title} />
    </>
  );
}

/** A page-builder page (spec §2 page kind "CMS page"). */
export const cmsPageKind = definePageKind<Props>({
  namespaces: [],
  // The catch-all's routing query fetched the page already: read it from this request's cache.
  load: async (client, _ctx, match) => {
    const { data } = await client.query({
      query: CmsPageGetDocument,
      variables: { identifier: match.urlKey },
      fetchPolicy: 'cache-first',
    });
    return data?.cmsPage ? { props: { page: data.cmsPage } } : null;
  },
  View: CmsPageView,
});
