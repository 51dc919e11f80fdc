import type { ProductAttributes } from '../../../modules/catalogue/catalogue.tables';

/** A text in both storefront languages (en-GB, de-DE). */
export type Bi = { en: string; de: string };
export const bi = (en: string, de: string): Bi => ({ en, de });

export type CategorySeed = {
  /** Storefront path without outer slashes, e.g. 'bikes/road/cgr'. */
  path: string;
  /** Order among its siblings (menu order). */
  position: number;
  name: Bi;
  description: Bi;
  metaTitle: Bi;
  metaDescription: Bi;
  metaKeywords: Bi;
};

export type ProductType = 'child-bike' | 'parent-bike' | 'pac';

export type OptionSeed = {
  type: 'size' | 'colour';
  /** Stored value (also the size column of geometry and size guides), e.g. 'M', '56', '20in', 'black'. */
  value: string;
  label: Bi;
  isDefault: boolean;
  stock: number;
  /** Set only when the option costs something other than its product (then it gets option price rows). */
  priceGbp?: number;
  specialGbp?: number | null;
};

export type GeometryRow = {
  size: string;
  stack: number;
  reach: number;
  seatTube: number;
  topTube: number;
  headAngle: number;
  seatAngle: number;
  wheelbase: number;
  chainstay: number;
  bbDrop: number;
  standover: number;
};

export type SizeGuideRow = { size: string; min: number; max: number };

export type ImageSeed = { kind: string; colour: string; accent: string; alt: Bi };

export type LinkSeed = { type: 'related' | 'extra' | 'specification'; key: string };

export type SpecSeed = { label: Bi; value: Bi };

/** One product as data, before it has database ids (products refer to each other by url key). */
export type ProductSeed = {
  urlKey: string;
  sku: string;
  type: ProductType;
  parentKey: string | null;
  manufacturer: string;
  attributes: ProductAttributes;
  bannedCountries: string[];
  createdAt: Date;
  name: Bi;
  subtitle: Bi;
  /** Plain text; paragraphs separated by a blank line. */
  description: Bi;
  metaTitle: Bi;
  metaDescription: Bi;
  /** Leaf categories (paths); the product is also placed in every ancestor. */
  categoryPaths: string[];
  priceGbp: number;
  specialGbp: number | null;
  options: OptionSeed[];
  geometry: GeometryRow[];
  sizeGuide: SizeGuideRow[];
  specs: SpecSeed[];
  images: ImageSeed[];
  links: LinkSeed[];
};

export type BlogCategorySeed = { urlKey: string; names: Bi };
export type BlogTagSeed = { urlKey: string; names: Bi };

export type BlogPostText = {
  title: string;
  excerpt: string;
  /** HTML using only h2, h3, p, ul, ol, li, strong, em and a (relative hrefs). */
  body: string;
  metaTitle: string;
  metaDescription: string;
};

export type BlogPostSeed = {
  urlKey: string;
  category: string;
  tags: string[];
  author: string;
  /** ISO date-time (UTC). */
  publishedAt: string;
  imageKind: string;
  imageColour: string;
  en: BlogPostText;
  de: BlogPostText;
};
