import Head from 'next/head';
import { Link } from '../../../../../shared/ui/link';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { usePageView } from '../../../../../shared/analytics/use-page-view';
import { JsonLd } from '../../../../../shared/seo/json-ld';
import { PageHead } from '../../../../../shared/ui/page-head';
import type { BlogListerProps } from '../../blog.load';
import { useBlogLister } from '../../hooks/use-blog-lister';
import { BlogPagination } from '../blog-pagination/blog-pagination';
import { BlogPostCard } from '../blog-post-card/blog-post-card';
import { listerStyles } from './blog-lister.styles';

/**
 * A blog lister (all posts, a category's or a tag's): heading, category navigation, post cards,
 * pagination. Each page has its own canonical URL (`?page=N`) with rel prev/next.
 */
export function BlogLister(props: BlogListerProps): React.JSX.Element {
  const { t } = useTranslation('blog');
  const view = useBlogLister(props);
  usePageView('blog lister');
  return (
    <div css={listerStyles}>
      <PageHead title={view.title} description={view.description} path={view.path} />
      <JsonLd id="blog-list" data={view.jsonLd} />
      <Head>
        {view.pagination.previousHref ? (
          <link key="rel-prev" rel="prev" href={`${view.origin}${view.pagination.previousHref}`} />
        ) : null}
        {view.pagination.nextHref ? <link key="rel-next" rel="next" href={`${view.origin}${view.pagination.nextHref}`} /> : null}
      </Head>
      <header>
        <h1>{view.heading}</h1>
        <p className="intro">{view.intro}</p>
      </header>
      <nav className="categories" aria-label={t('blog.lister.categoriesLabel')}>
        <ul>
          {view.categoryNav.map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} aria-current={entry.current ? 'page' : undefined}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.cards.length ? (
        <ul className="posts" aria-label={t('blog.lister.postsLabel')}>
          {view.cards.map((card, index) => (
            <li key={card.id}>
              <BlogPostCard card={card} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t('blog.lister.empty')}</p>
      )}
      <BlogPagination pagination={view.pagination} />
    </div>
  );
}
