import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { CmsBlocks } from '../src/features/content/components/cms-blocks/cms-blocks';
import { deriveUrlKey, isGuardSkipped, routeOutcome } from '../src/features/routing/routing.rules';
import { CatalogueRouteGetDocument, type CmsPageFieldsFragment } from '../src/graphql/graphql';
import { usePageView } from '../src/shared/analytics/use-page-view';
import { ErrorScreen } from '../src/shared/errors/error-screen';
import type { StorefrontPage } from '../src/shared/page';
import { shopperPage } from '../src/shared/ssr/shopper-page';
import { PageHead } from '../src/shared/ui/page-head';
import { useTranslation } from 'next-i18next/pages';

type Props = { kind: 'cmsPage'; page: CmsPageFieldsFragment } | { kind: 'notFound'; path: string };

function CmsPageView({ page }: { page: CmsPageFieldsFragment }): React.JSX.Element {
  usePageView('CMS page');
  return (
    <>
      <PageHead title={page.meta_title ?? page.title} description={page.meta_description} keywords={page.meta_keywords} />
      <CmsBlocks blocks={page.blocks} title={page.title} />
    </>
  );
}

function NotFoundView({ path }: { path: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  usePageView('error');
  return (
    <>
      <PageHead title={t('common.error.notFound')} />
      <ErrorScreen statusCode={404} path={path} />
    </>
  );
}

/**
 * The catch-all catalogue route (spec §2): asks the routing subgraph what the URL key is, follows
 * redirects, renders the page kinds that exist and answers a real 404 for everything else.
 * Category, product, upsell and configurator pages answer 404 until their capabilities land.
 */
const CatalogueRoute: StorefrontPage<Props> = (props) =>
  props.kind === 'cmsPage' ? <CmsPageView page={props.page} /> : <NotFoundView path={props.path} />;

const withLocale = (ctx: GetServerSidePropsContext, path: string): string =>
  ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}${path}` : path;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    load: async (client) => {
      const segments = Array.isArray(ctx.params?.slug) ? ctx.params.slug : [];
      const path = `/${segments.join('/')}/`;
      const notFound = { props: { kind: 'notFound' as const, path }, status: 404 };
      if (isGuardSkipped(path)) return notFound;
      const urlKey = deriveUrlKey(path);
      const { data } = await client.query({ query: CatalogueRouteGetDocument, variables: { urlKey } });
      if (!data) return notFound;
      const outcome = routeOutcome(path, data.getUrlInfo);
      if (outcome.kind === 'redirect') {
        const destination = outcome.target.external ? outcome.target.location : withLocale(ctx, outcome.target.location);
        return { redirect: { destination, statusCode: outcome.status } };
      }
      if (outcome.kind === 'page' && outcome.pageKind === 'cmsPage' && data.cmsPage) {
        return { props: { kind: 'cmsPage' as const, page: data.cmsPage } };
      }
      return notFound;
    },
  });

export default CatalogueRoute;
