import { useTranslation } from '../../../shared/i18n/use-translation';
import dynamic from 'next/dynamic';
import type { BikeConfiguratorGetQuery } from '../../../graphql/graphql';
import { BikeConfiguratorGetDocument } from '../../../graphql/documents/BikeConfiguratorGetDocument';
import { BuildPriceGetDocument } from '../../../graphql/documents/BuildPriceGetDocument';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { pushPageView } from '../../../shared/analytics/data-layer';
import { PageHead } from '../../../shared/ui/page-head';
import { shopperCountryContext } from '../../catalogue/page-kinds/shopper-country-context';
import { definePageKind } from '../../routing/page-kinds/page-kind';
import { buildFromQuery, buildInput } from '../configurator.rules';

/**
 * The configurator's code (sections, drawing, save design) is its own chunk: the catch-all route
 * serves every catalogue page, and only this kind needs it. Rendered on the server as usual; the
 * chunk is preloaded with the page that shows it.
 */
const ConfiguratorView = dynamic(() =>
  import('../components/configurator-view/configurator-view').then((m) => m.ConfiguratorView),
);

type Props = { configurator: NonNullable<BikeConfiguratorGetQuery['bikeConfigurator']>; urlKey: string };

function ConfiguratorPage({ configurator, urlKey }: Props): React.JSX.Element {
  const { t } = useTranslation('configurator');
  const router = useRouter();
  const path = router.asPath.split(/[?#]/, 1)[0] ?? '/';
  // One page view per bike: choices change the query, not the page.
  useEffect(() => pushPageView('configurator', router.locale ?? 'en-GB', path), [router.locale, path]);
  return (
    <>
      <PageHead
        title={t('configurator.meta.title', { model: configurator.model.name })}
        description={t('configurator.meta.description', { model: configurator.model.name })}
      />
      <ConfiguratorView configurator={configurator} urlKey={urlKey} />
    </>
  );
}

/**
 * The configurator page kind (spec §2: a path containing the build prefix, in the configurator
 * layout). The server renders the build the URL names, price included, so a reload or a shared link
 * shows the same bike before any script runs.
 */
export const configuratorKind = definePageKind<Props>({
  namespaces: ['configurator', 'product', 'personal', 'finance'],
  layout: 'configurator',
  load: async (client, ctx, match) => {
    const context = shopperCountryContext(ctx);
    const { data } = await client.query({ query: BikeConfiguratorGetDocument, variables: { urlKey: match.urlKey }, context });
    const configurator = data?.bikeConfigurator;
    if (!configurator) return null;
    const build = buildFromQuery(ctx.query as Record<string, string | string[] | undefined>);
    const frame = configurator.frames.some((f) => f.url_key === build.frame) ? build.frame : configurator.default_frame;
    await client.query({
      query: BuildPriceGetDocument,
      variables: { urlKey: match.urlKey, build: buildInput({ ...build, frame }) },
      context,
    });
    return { props: { configurator, urlKey: match.urlKey } };
  },
  View: ConfiguratorPage,
});
