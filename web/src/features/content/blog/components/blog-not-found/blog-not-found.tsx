import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { usePageView } from '../../../../../shared/analytics/use-page-view';
import { LazyErrorScreen } from '../../../../../shared/errors/lazy-error-screen';
import { PageHead } from '../../../../../shared/ui/page-head';

/** The 404 of a blog URL that names nothing (unknown post, category, tag or page number). */
export function BlogNotFound({ path }: { path: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  usePageView('error');
  return (
    <>
      <PageHead title={t('common.error.notFound')} noIndex />
      <LazyErrorScreen statusCode={404} path={path} />
    </>
  );
}
