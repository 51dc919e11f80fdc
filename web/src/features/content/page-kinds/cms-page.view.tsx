import type { CmsPageFieldsFragment } from '../../../graphql/graphql';
import { usePageView } from '../../../shared/analytics/use-page-view';
import { PageHead } from '../../../shared/ui/page-head';
import { CmsBlocks } from '../components/cms-blocks/cms-blocks';

export type Props = { page: CmsPageFieldsFragment };

export function CmsPageView({ page }: Props): React.JSX.Element {
  usePageView('CMS page');
  return (
    <>
      <PageHead title={page.meta_title ?? page.title} description={page.meta_description} keywords={page.meta_keywords} />
      <CmsBlocks blocks={page.blocks} title={page.title} />
    </>
  );
}
