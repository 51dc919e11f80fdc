import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { truncateText } from '../../../../shared/format/format.rules';
import { BRAND_NAME, siteUrl } from '../../../../shared/config/public-config';
import type { BlogListerProps } from '../blog.load';
import { responsiveImage, sizedImageUrl } from '../../../catalogue/images/image-sizes';
import {
  BLOG_IMAGE_WIDTHS,
  blogListJsonLd,
  blogPaths,
  formatPublishedDate,
  listerPath,
  paginationItems,
  type PaginationItem,
} from '../blog.rules';

/** A post card as the lister shows it. */
export type BlogCard = {
  id: number;
  title: string;
  href: string;
  excerpt: string;
  excerptTruncated: boolean;
  date: string;
  dateTime: string;
  author: string;
  category: { name: string; href: string } | null;
  image: { src: string; srcSet: string; alt: string };
};

export type BlogPagination = {
  current: number;
  total: number;
  items: { page: PaginationItem; href: string | null }[];
  previousHref: string | null;
  nextHref: string | null;
};

/**
 * Everything a lister page shows, derived from its data: heading and meta, the cards (excerpt
 * truncated for read-more, date in the shopper's locale, responsive image), the category
 * navigation, pagination links and the canonical path and JSON-LD of this page.
 */
export function useBlogLister({ scope, listing, categories, tags }: BlogListerProps) {
  const { t } = useTranslation('blog');
  const { locale = 'en-GB' } = useRouter();
  return useMemo(() => {
    const page = listing.page_info.current_page;
    const totalPages = listing.page_info.total_pages;
    const category = scope.kind === 'category' ? categories.find((c) => c.url_key === scope.urlKey) : undefined;
    const tag = scope.kind === 'tag' ? tags.find((x) => x.url_key === scope.urlKey) : undefined;
    const heading = category
      ? t('blog.lister.categoryHeading', { name: category.name })
      : tag
        ? t('blog.lister.tagHeading', { name: tag.name })
        : t('blog.lister.heading');
    const intro = category
      ? t('blog.lister.categoryIntro', { name: category.name })
      : tag
        ? t('blog.lister.tagIntro', { name: tag.name })
        : t('blog.lister.intro', { brand: BRAND_NAME });
    const title = page > 1 ? t('blog.lister.pagedTitle', { title: heading, page, total: totalPages }) : heading;
    const path = listerPath(scope, page);
    const cards: BlogCard[] = listing.items.map((post) => {
      const excerpt = truncateText(post.excerpt, 250);
      return {
        id: post.id,
        title: post.title,
        href: blogPaths.post(post.url_key),
        excerpt: excerpt.text,
        excerptTruncated: excerpt.truncated,
        date: formatPublishedDate(post.published_at, locale),
        dateTime: post.published_at,
        author: post.author,
        category: post.category ? { name: post.category.name, href: blogPaths.category(post.category.url_key) } : null,
        image: {
          src: sizedImageUrl(post.image.url, 800),
          srcSet: responsiveImage(post.image.url, 0.75, BLOG_IMAGE_WIDTHS).srcSet,
          alt: post.image.label,
        },
      };
    });
    const pagination: BlogPagination = {
      current: page,
      total: totalPages,
      items: paginationItems(page, totalPages).map((item) => ({
        page: item,
        href: item === 'gap' ? null : listerPath(scope, item),
      })),
      previousHref: page > 1 ? listerPath(scope, page - 1) : null,
      nextHref: page < totalPages ? listerPath(scope, page + 1) : null,
    };
    const origin = siteUrl(locale);
    const jsonLd = blogListJsonLd(
      {
        name: heading,
        url: `${origin}${path}`,
        posts: listing.items.map((post) => ({
          title: post.title,
          url: `${origin}${blogPaths.post(post.url_key)}`,
          published_at: post.published_at,
          author: post.author,
          image: `${origin}${sizedImageUrl(post.image.url, 1200, 0.75, 'png')}`,
        })),
      },
      { locale, brand: BRAND_NAME },
    );
    return {
      heading,
      intro,
      title,
      description: intro,
      path,
      origin,
      cards,
      pagination,
      categoryNav: [
        { key: 'all', name: t('blog.lister.allPosts'), href: blogPaths.lister(), current: scope.kind === 'all' },
        ...categories.map((c) => ({
          key: c.url_key,
          name: c.name,
          href: blogPaths.category(c.url_key),
          current: scope.kind === 'category' && scope.urlKey === c.url_key,
        })),
      ],
      totalCount: listing.total_count,
      jsonLd,
    };
  }, [scope, listing, categories, tags, t, locale]);
}
