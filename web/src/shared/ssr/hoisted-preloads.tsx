import type { LinkHTMLAttributes } from 'react';

/**
 * The page's image preloads in the head, before the styles and scripts.
 *
 * React's server renderer writes a `<link rel="preload" as="image">` for each eagerly loaded image
 * (the gallery's first picture, the first product cards, the page heading's picture) at the start of
 * what it renders. The pages router renders the page apart from its document, so those links came
 * after the whole head: 22 kB of critical CSS and every first-load script. The browser found the
 * page's largest picture last and asked for it after the scripts. Here they are taken from the
 * page's HTML and put first in the head, as React puts them when it renders a whole document.
 */

/** The attributes React writes on an image preload, as React props. */
const ATTRIBUTES = ['as', 'href', 'imageSrcSet', 'imageSizes', 'fetchPriority', 'crossOrigin', 'referrerPolicy', 'type'] as const;

type Attribute = (typeof ATTRIBUTES)[number];

/** An image preload as React props. */
export type ImagePreload = Pick<LinkHTMLAttributes<HTMLLinkElement>, Attribute>;

const LEADING_PRELOAD = /^<link rel="preload"((?: [A-Za-z]+="[^"]*")*)\/>/;
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * React's attribute escaping undone (it is done again when the link is rendered in the head), and
 * the hexadecimal references the server writes for characters above Latin-1 (server/latin1-html.cjs).
 */
const unescape = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|lt|gt|#x([0-9A-Fa-f]{1,6}));/g, (entity, hex?: string) =>
    hex === undefined ? ENTITIES[entity]! : String.fromCodePoint(parseInt(hex, 16)),
  );

/**
 * The image preloads React wrote at the start of a page's HTML, and the HTML without them. Only
 * image preloads with the attributes React writes are taken; anything else stays where it is.
 */
export function takeImagePreloads(html: string): { html: string; preloads: ImagePreload[] } {
  const preloads: ImagePreload[] = [];
  let rest = html;
  for (let match = LEADING_PRELOAD.exec(rest); match; match = LEADING_PRELOAD.exec(rest)) {
    const props: Record<string, string> = {};
    for (const [, name, value] of match[1]!.matchAll(ATTRIBUTE)) props[name!] = unescape(value!);
    const known = Object.keys(props).every((name) => (ATTRIBUTES as readonly string[]).includes(name));
    if (props.as !== 'image' || !known) break;
    preloads.push(props as ImagePreload);
    rest = rest.slice(match[0].length);
  }
  return { html: rest, preloads };
}

/** The preloads as head elements. */
export function ImagePreloads({ preloads }: { preloads: readonly ImagePreload[] }): React.JSX.Element {
  return (
    <>
      {preloads.map((preload, index) => (
        <link key={index} rel="preload" {...preload} />
      ))}
    </>
  );
}
