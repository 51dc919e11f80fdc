import sanitizeHtml from 'sanitize-html';
import type { CmsBlock, CmsPage } from './content.types';

/**
 * What CMS rich text may hold: the page builder's vocabulary of headings, paragraphs, lists,
 * emphasis, quotes, simple tables and links (web and mail addresses only). Everything else
 * (scripts, styles, forms, frames, images with handlers, event attributes, `javascript:` links)
 * is removed, its text kept where it has any.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** CMS rich text as the storefront may insert it into a page (see RICH_TEXT). */
export function safeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** A CMS page whose rich-text blocks hold only what `safeRichText` keeps. */
export function safeCmsPage(page: CmsPage): CmsPage {
  const blocks = page.blocks.map((block): CmsBlock =>
    block.type === 'rich-text' ? { type: 'rich-text', html: safeRichText(block.html) } : block,
  );
  return { ...page, blocks };
}
