import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BikeConfiguratorGetQuery } from '../../../graphql/graphql';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { pushPageView } from '../../../shared/analytics/data-layer';
import { PageHead } from '../../../shared/ui/page-head';
import { ConfiguratorView } from '../components/configurator-view/configurator-view';

export type Props = { configurator: NonNullable<BikeConfiguratorGetQuery['bikeConfigurator']>; urlKey: string };

export function ConfiguratorPage({ configurator, urlKey }: Props): React.JSX.Element {
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
