import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';
import { siteUrl } from '../../../../shared/config/public-config';
import { JsonLd } from '../../../../shared/seo/json-ld';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 1rem 0 0.5rem;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
  }
  li + li::before {
    content: '/';
    margin-right: 0.25rem;
    color: ${theme.colour.muted};
  }
  a {
    color: ${theme.colour.brand};
  }
  [aria-current] {
    color: ${theme.colour.muted};
  }
`;

export type Crumb = { name: string; path: string };

/** Home › ancestors › current page, with schema.org BreadcrumbList for search engines. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: Crumb }): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  const { locale = 'en-GB' } = useRouter();
  const all = [{ name: t('catalogue.breadcrumbs.home'), path: '/' }, ...trail, current];
  return (
    <nav css={styles} aria-label={t('catalogue.breadcrumbs.label')}>
      <JsonLd
        id="breadcrumbs"
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            item: `${siteUrl(locale)}${crumb.path}`,
          })),
        }}
      />
      <ol>
        {all.map((crumb, i) =>
          i === all.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
