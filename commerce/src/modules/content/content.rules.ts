import { FilterXSS, safeAttrValue } from 'xss';
import { formatDispatchDay } from '../../shared/working-calendar';
import type { CmsBlock, CmsPage } from './content.types';

/**
 * What a CMS link may point at: a web page, a mail or telephone address, a path on the shop
 * itself (not `//host`, which leaves it) or a fragment. Backslashes and whitespace are refused
 * anywhere: browsers read `/\\host` as `//host` and drop tabs and line breaks from URLs.
 */
const LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The named character references a CMS link carries (the library decodes numeric ones only). */
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decodeNamed = (value: string): string =>
  value.replace(/&(amp|quot|apos|lt|gt);/gi, (_, n: string) => NAMED[n.toLowerCase()]!);

/** An attribute value as HTML writes it between double quotes. */
const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Style attributes are never kept, so the library's CSS filter is never needed. */
const NO_CSS = { process: (value: string) => value };

/**
 * What CMS rich text may hold: the page builder's vocabulary of headings, paragraphs, lists,
 * emphasis, quotes, simple tables (and a list's start number) and links (web pages, mail and telephone addresses, the shop's
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
    ol: ['start'],
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
    // The library's own check first (it decodes entities once and refuses `javascript:` and the
    // like), then only web, mail and telephone addresses, the shop's own paths and fragments.
    const href = decodeNamed(safeAttrValue(tag, name, value, NO_CSS)).trim();
    if (!LINK.test(href) || /[\s\\]/.test(href)) return '';
    // Written back with every `&` escaped, so the browser reads exactly the value checked here (the
    // library would write `&#x2F;` as it is, which the browser then decodes to a slash).
    return `href="${escapeAttribute(href)}"`;
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

/** The handle of the cart's delivery information (globalSet "delivery-info"). */
export const DELIVERY_INFO_HANDLE = 'delivery-info';

/** The placeholder a global set's body carries where the dispatch day is to be written. */
export const DISPATCH_DATE_PLACEHOLDER = '{dispatch_date}';

/** Whether a global set's body asks for a dispatch day. */
export function needsDispatchDate(body: string): boolean {
  return body.includes(DISPATCH_DATE_PLACEHOLDER);
}

/** A global set's body with each dispatch-date placeholder replaced by the day `day` (YYYY-MM-DD) as `formatDispatchDay` writes it. */
export function fillDispatchDate(body: string, day: string, locale: string): string {
  return body.replaceAll(DISPATCH_DATE_PLACEHOLDER, formatDispatchDay(day, locale));
}
