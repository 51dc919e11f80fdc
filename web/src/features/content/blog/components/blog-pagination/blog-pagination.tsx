import { Link } from '../../../../../shared/ui/link';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import type { BlogPagination as Pagination } from '../../hooks/use-blog-lister';
import { paginationStyles } from './blog-pagination.styles';

/** Page links of a lister (`?page=N`): previous, numbered pages with the current one marked, next. */
export function BlogPagination({ pagination }: { pagination: Pagination }): React.JSX.Element | null {
  const { t } = useTranslation('blog');
  if (pagination.total <= 1) return null;
  return (
    <nav css={paginationStyles} aria-label={t('blog.pagination.label')} data-testid="BlogPagination-root">
      <ul>
        <li>
          {pagination.previousHref ? (
            <Link href={pagination.previousHref} rel="prev">
              {t('blog.pagination.previous')}
            </Link>
          ) : (
            <span className="disabled" aria-disabled="true">
              {t('blog.pagination.previous')}
            </span>
          )}
        </li>
        {pagination.items.map((item, index) =>
          item.page === 'gap' || item.href === null ? (
            <li key={`gap-${index}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={item.href}
                aria-label={t('blog.pagination.page', { page: item.page })}
                aria-current={item.page === pagination.current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {pagination.nextHref ? (
            <Link href={pagination.nextHref} rel="next">
              {t('blog.pagination.next')}
            </Link>
          ) : (
            <span className="disabled" aria-disabled="true">
              {t('blog.pagination.next')}
            </span>
          )}
        </li>
      </ul>
      <p className="summary">{t('blog.pagination.summary', { page: pagination.current, total: pagination.total })}</p>
    </nav>
  );
}
