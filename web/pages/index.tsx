import type { GetServerSideProps } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import { CmsBlocks } from '../src/features/content/components/cms-blocks/cms-blocks';
import { GoInStore } from '../src/features/store/components/go-in-store/go-in-store';
import type { CmsPageFieldsFragment } from '../src/graphql/graphql';
import { CmsPageGetDocument } from '../src/graphql/documents/CmsPageGetDocument';
import { usePageView } from '../src/shared/analytics/use-page-view';
import type { StorefrontPage } from '../src/shared/page';
import { shopperPage } from '../src/application/shopper-page';
import { PageHead } from '../src/shared/ui/page-head';

type Props = { page: CmsPageFieldsFragment | null };

/** The home page: CMS blocks of the "home" page, then the go-in-store option. */
const HomePage: StorefrontPage<Props> = ({ page }) => {
  const { t } = useTranslation('common');
  usePageView('home');
  return (
    <>
      <PageHead
        title={page?.meta_title ?? t('common.home.title')}
        description={page?.meta_description}
        keywords={page?.meta_keywords}
      />
      {page ? (
        <CmsBlocks blocks={page.blocks} title={page.title} />
      ) : (
        <h1 className="visually-hidden">{t('common.home.title')}</h1>
      )}
      <GoInStore />
    </>
  );
};

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    shared: true,
    load: async (client) => {
      const { data } = await client.query({ query: CmsPageGetDocument, variables: { identifier: 'home' } });
      return { props: { page: data?.cmsPage ?? null } };
    },
  });

export default HomePage;
