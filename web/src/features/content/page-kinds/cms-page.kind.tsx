import { definePageKind } from '../../routing/page-kinds/page-kind';
import { CmsPageGetDocument } from '../../../graphql/documents/CmsPageGetDocument';
import { CmsPageView, type Props } from './cms-page.view';

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
