import { FilterXSS, safeAttrValue } from 'xss';
import type { CmsBlock, CmsPage } from './content.types';

/** The schemes a CMS link may use, besides paths on the shop itself and fragments. */
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
/** Style attributes are never kept, so the library's CSS filter is never needed. */
const NO_CSS = { process: (value: string) => value };

/**
 * What CMS rich text may hold: the page builder's vocabulary of headings, paragraphs, lists,
 * emphasis, quotes, simple tables and links (web pages, mail and telephone addresses, the shop's
 * own paths). Everything else (scripts and styles with their content, forms, frames, images,
 * event and style attributes, `javascript:` or `data:` links) is removed; the text of any other
 * removed element is kept. js-xss (the `xss` package) does the parsing: a whitelist filter of about a
 * megabyte resident, where sanitize-html with its HTML and CSS parsers took ten in the gateway.
 */
const richText = new FilterXSS({
  whiteList: {
    h2: [],
    h3: [],
    h4: [],
    p: [],
    br: [],
    ul: [],
    ol: [],
    li: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    a: ['href', 'title'],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['scope'],
    td: [],
  },
  stripIgnoreTag: true,
  // Removed with what they hold; any other element not listed loses its tags and keeps its text.
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (name !== 'href') return undefined;
    // The library's own check first (it decodes entities and refuses `javascript:` and the like),
    // then only web, mail and telephone addresses, the shop's own paths and fragments: it would
    // also allow ftp:, data:image/ and relative paths, which a CMS link needs none of.
    const safe = safeAttrValue(tag, name, value, NO_CSS).trim();
    const allowed = LINK_SCHEMES.test(safe) || (safe.startsWith('/') && !safe.startsWith('//')) || safe.startsWith('#');
    return allowed ? undefined : '';
  },
});

/** CMS rich text as the storefront may insert it into a page (see `richText`). */
export function safeRichText(html: string): string {
  return richText.process(html);
}

/** A CMS page whose rich-text blocks hold only what `safeRichText` keeps. */
export function safeCmsPage(page: CmsPage): CmsPage {
  const blocks = page.blocks.map((block): CmsBlock =>
    block.type === 'rich-text' ? { type: 'rich-text', html: safeRichText(block.html) } : block,
  );
  return { ...page, blocks };
}
