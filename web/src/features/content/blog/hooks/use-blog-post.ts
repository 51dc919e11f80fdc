import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { BRAND_NAME, siteUrl } from '../../../../shared/config/public-config';
import type { BlogPostProps } from '../blog.load';
import { responsiveImage, sizedImageUrl } from '../../../catalogue/images/image-sizes';
import { BLOG_IMAGE_WIDTHS, blogPaths, blogPostingJsonLd, formatPublishedDate } from '../blog.rules';

/**
 * Everything a post page shows, derived from the post: date in the shopper's locale, links to its
 * category, tags and neighbours, the responsive image, meta and the BlogPosting JSON-LD.
 */
export function useBlogPost({ post }: BlogPostProps) {
  const { locale = 'en-GB' } = useRouter();
  return useMemo(() => {
    const origin = siteUrl(locale);
    const path = blogPaths.post(post.url_key);
    return {
      title: post.title,
      metaTitle: post.meta_title ?? post.title,
      metaDescription: post.meta_description ?? post.excerpt,
      path,
      author: post.author,
      date: formatPublishedDate(post.published_at, locale),
      dateTime: post.published_at,
      html: post.content,
      image: {
        src: sizedImageUrl(post.image.url, 1200),
        srcSet: responsiveImage(post.image.url, 0.75, BLOG_IMAGE_WIDTHS).srcSet,
        alt: post.image.label,
        social: sizedImageUrl(post.image.url, 1200, 0.75, 'png'),
      },
      category: post.category ? { name: post.category.name, href: blogPaths.category(post.category.url_key) } : null,
      tags: post.tags.map((tag) => ({ key: tag.url_key, name: tag.name, href: blogPaths.tag(tag.url_key) })),
      previous: post.previous_post ? { title: post.previous_post.title, href: blogPaths.post(post.previous_post.url_key) } : null,
      next: post.next_post ? { title: post.next_post.title, href: blogPaths.post(post.next_post.url_key) } : null,
      backHref: blogPaths.lister(),
      jsonLd: blogPostingJsonLd(
        {
          title: post.title,
          url: `${origin}${path}`,
          published_at: post.published_at,
          author: post.author,
          image: `${origin}${sizedImageUrl(post.image.url, 1200, 0.75, 'png')}`,
          description: post.meta_description ?? post.excerpt,
          section: post.category?.name ?? null,
          keywords: post.tags.map((tag) => tag.name),
        },
        { locale, brand: BRAND_NAME },
      ),
    };
  }, [post, locale]);
}
