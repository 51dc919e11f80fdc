import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import type { PageKind } from '../src/features/routing/page-kinds/page-kind';
import { PAGE_KIND_VIEWS } from '../src/application/page-kinds/page-kind-views';
import { PAGE_KINDS } from '../src/application/page-kinds/page-kinds';
import { deriveUrlKey, isGuardSkipped, routeOutcome } from '../src/features/routing/routing.rules';
import { CatalogueRouteGetDocument } from '../src/graphql/documents/CatalogueRouteGetDocument';
import { usePageView } from '../src/shared/analytics/use-page-view';
import type { LayoutName, StorefrontPage } from '../src/shared/page';
import { shopperPage } from '../src/application/shopper-page';
import { PageHead } from '../src/shared/ui/page-head';
import { LazyErrorScreen } from '../src/shared/errors/lazy-error-screen';

type Props = { kind: PageKind; data: object; layout: LayoutName | null } | { kind: 'notFound'; path: string };

function NotFoundView({ path }: { path: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  usePageView('error');
  return (
    <>
      <PageHead title={t('common.error.notFound')} noIndex />
      <LazyErrorScreen statusCode={404} path={path} />
    </>
  );
}

/**
 * The catch-all catalogue route (spec §2): asks the routing subgraph what the URL key is, follows
 * redirects, hands over to the page kind (`PAGE_KINDS` on the server, `PAGE_KIND_VIEWS` in the
 * page) and answers a real 404 for everything else.
 */
const CatalogueRoute: StorefrontPage<Props> = (props) => {
  if (props.kind === 'notFound') return <NotFoundView path={props.path} />;
  const View = PAGE_KIND_VIEWS[props.kind];
  return View ? <View {...props.data} /> : <NotFoundView path="" />;
};

const withLocale = (ctx: GetServerSidePropsContext, path: string): string =>
  ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}${path}` : path;

CatalogueRoute.layoutFor = (props) => (props.kind === 'notFound' ? undefined : (props.layout ?? undefined));

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  shopperPage<Props>(ctx, {
    shared: true,
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
      if (outcome.kind !== 'page') return notFound;
      const module = PAGE_KINDS[outcome.pageKind];
      if (!module) return notFound;
      const result = await module.load(client, ctx, { path, urlKey, entityId: data.getUrlInfo.entity_id ?? null });
      if (!result) return notFound;
      if ('redirect' in result) return result;
      return {
        props: { kind: outcome.pageKind, data: result.props, layout: module.layout ?? null },
        status: result.status,
        namespaces: module.namespaces,
      };
    },
  });

export default CatalogueRoute;
