/** The blocks a CMS page is built from (the page builder's vocabulary). */
export type CmsBlock =
  | { type: 'hero'; heading: string; text: string; image: string; imageAlt: string; ctaLabel: string; ctaUrl: string }
  | { type: 'rich-text'; html: string }
  | { type: 'image'; src: string; alt: string; caption?: string }
  | { type: 'banner'; text: string; linkLabel: string; linkUrl: string; tone: 'info' | 'promo' }
  | { type: 'link-tiles'; heading: string; tiles: { label: string; url: string; image: string; imageAlt: string }[] };

export type CmsPage = {
  id: number;
  store: string;
  identifier: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  blocks: CmsBlock[];
};
