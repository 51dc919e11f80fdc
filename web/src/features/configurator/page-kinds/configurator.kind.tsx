import { definePageKind } from '../../routing/page-kinds/page-kind';
import { buildInput } from '../configurator.rules';
import { buildFromQuery } from '../../routing/build-url.rules';
import { BikeConfiguratorGetDocument } from '../../../graphql/documents/BikeConfiguratorGetDocument';
import { BuildPriceGetDocument } from '../../../graphql/documents/BuildPriceGetDocument';
import { shopperCountryContext } from '../../catalogue/page-kinds/shopper-country-context';
import { ConfiguratorPage, type Props } from './configurator.view';

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
