import { Link } from '../../../../../shared/ui/link';
import { useTranslation } from '../../../../../shared/i18n/use-translation';
import type { BlogCard } from '../../hooks/use-blog-lister';
import { cardStyles } from './blog-post-card.styles';

/**
 * One post on a lister: image, category and date, title, the excerpt cut at 250 characters and a
 * read-more link. The image repeats the title link, so it is left out of the tab order and the
 * accessibility tree; the read-more link names its post for screen readers.
 */
export function BlogPostCard({ card, priority = false }: { card: BlogCard; priority?: boolean }): React.JSX.Element {
  const { t } = useTranslation('blog');
  const headingId = `BlogPostCard-title-${card.id}`;
  return (
    <article css={cardStyles} aria-labelledby={headingId} data-testid="BlogPostCard-root">
      <Link href={card.href} className="image" tabIndex={-1} aria-hidden="true">
        <img
          src={card.image.src}
          srcSet={card.image.srcSet}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </Link>
      <div className="body">
        <p className="meta">
          {card.category ? <Link href={card.category.href}>{card.category.name}</Link> : null}
          <time dateTime={card.dateTime}>{card.date}</time>
        </p>
        <h2 id={headingId}>
          <Link href={card.href}>{card.title}</Link>
        </h2>
        <p className="excerpt">{card.excerpt}</p>
        <Link href={card.href} className="read-more">
          {t('blog.card.readMore')}
          <span className="visually-hidden">: {card.title}</span>
        </Link>
      </div>
    </article>
  );
}
