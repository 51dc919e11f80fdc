import { Link } from '../../../../../shared/ui/link';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { usePageView } from '../../../../../shared/analytics/use-page-view';
import { JsonLd } from '../../../../../shared/seo/json-ld';
import { PageHead } from '../../../../../shared/ui/page-head';
import type { BlogPostProps } from '../../blog.load';
import { useBlogPost } from '../../hooks/use-blog-post';
import { postStyles } from './blog-post.styles';

/**
 * A blog post: back to posts, category, title, author and date, image, the body (HTML authored in
 * the shop's own CMS), its tags, the older and newer post, and back to posts again.
 */
export function BlogPost(props: BlogPostProps): React.JSX.Element {
  const { t } = useTranslation('blog');
  const view = useBlogPost(props);
  usePageView('blog');
  const back = (
    <Link href={view.backHref} className="back">
      <span aria-hidden="true">←&nbsp;</span>
      {t('blog.post.backToPosts')}
    </Link>
  );
  return (
    <article css={postStyles} aria-labelledby="BlogPost-title">
      <PageHead title={view.metaTitle} description={view.metaDescription} path={view.path} image={view.image.social} />
      <JsonLd id="blog-post" data={view.jsonLd} />
      {back}
      <header>
        {view.category ? (
          <p className="eyebrow">
            <span className="visually-hidden">{t('blog.post.category')}: </span>
            <Link href={view.category.href}>{view.category.name}</Link>
          </p>
        ) : null}
        <h1 id="BlogPost-title">{view.title}</h1>
        <p className="byline">
          {t('blog.post.byline', { author: view.author })} · <time dateTime={view.dateTime}>{view.date}</time>
        </p>
      </header>
      <img
        className="hero"
        src={view.image.src}
        srcSet={view.image.srcSet}
        sizes="(min-width: 820px) 820px, 100vw"
        alt={view.image.alt}
        width={1200}
        height={900}
        fetchPriority="high"
      />
      <div className="content" data-testid="BlogPost-content" dangerouslySetInnerHTML={{ __html: view.html }} />
      <footer>
        {view.tags.length ? (
          <section className="tags" aria-labelledby="BlogPost-tags">
            <h2 id="BlogPost-tags">{t('blog.post.tags')}</h2>
            <ul>
              {view.tags.map((tag) => (
                <li key={tag.key}>
                  <Link href={tag.href}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {view.previous || view.next ? (
          <nav className="neighbours" aria-labelledby="BlogPost-more">
            <h2 id="BlogPost-more">{t('blog.post.morePosts')}</h2>
            <ul>
              {view.previous ? (
                <li>
                  <Link href={view.previous.href} rel="prev">
                    <span className="label">{t('blog.post.previous')}</span>
                    {view.previous.title}
                  </Link>
                </li>
              ) : null}
              {view.next ? (
                <li className="next">
                  <Link href={view.next.href} rel="next">
                    <span className="label">{t('blog.post.next')}</span>
                    {view.next.title}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <div>{back}</div>
      </footer>
    </article>
  );
}
