/**
 * The v2 bike configurator (spec §9: build prefix build-v2, the cgr, ultra-grit, allgrit and gravel
 * families). A build is a child bike (the "frame": model and groupset), a size and one choice per
 * section; every choice but the default is a bundle selection the cart attaches to the bike.
 */

/** The sections of the configurator with the spec's ids (spec §9). */
export const SECTION_IDS = {
  frame: 1,
  size: 1,
  fork: 2,
  customColor: -1,
  handlebar: 10,
  wheelset: 7,
  stem: 12,
  crank: 65,
  pedals: 25,
  saddle: 14,
  paintProtection: 63,
  bags: 37,
  powerMeters: 65,
  paintFinish: 57,
  frameColor: 58,
  gradientColor: 59,
  gradientAngle: 60,
  downTubeLogoColor: 61,
  topTubeForkLogoColor: 62,
} as const;

export type SectionKey = keyof typeof SECTION_IDS;

/** Sections chosen among bundle selections (frame and size are the bike itself). */
export type ChoiceSection = Exclude<SectionKey, 'frame' | 'size'>;

/** Every choice section, in the order the configurator shows them (SECTION_GROUP groups them). */
export const CHOICE_SECTIONS: readonly ChoiceSection[] = [
  'frameColor',
  'customColor',
  'gradientAngle',
  'gradientColor',
  'downTubeLogoColor',
  'topTubeForkLogoColor',
  'paintFinish',
  'paintProtection',
  'fork',
  'handlebar',
  'stem',
  'wheelset',
  'crank',
  'powerMeters',
  'pedals',
  'saddle',
  'bags',
];

/** The groups the configurator shows its sections in, in this order (the frame and size come first, on their own). */
export const SECTION_GROUPS = ['paint', 'components'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

/**
 * The group each section is shown in; within a group the sections follow CHOICE_SECTIONS. The
 * storefront shows what the API says (`ConfiguratorSection.group`, the sections in this order).
 */
export const SECTION_GROUP: Readonly<Record<ChoiceSection, SectionGroup>> = {
  frameColor: 'paint',
  customColor: 'paint',
  gradientAngle: 'paint',
  gradientColor: 'paint',
  downTubeLogoColor: 'paint',
  topTubeForkLogoColor: 'paint',
  paintFinish: 'paint',
  paintProtection: 'paint',
  fork: 'components',
  handlebar: 'components',
  stem: 'components',
  wheelset: 'components',
  crank: 'components',
  powerMeters: 'components',
  pedals: 'components',
  saddle: 'components',
  bags: 'components',
};

export type PaintFinish = 'gloss' | 'matt';

/**
 * What an option's rules say about it (data, seeded per family, read by the pure rules):
 * `tone` is the colour family a paint or logo colour belongs to (a logo of the same tone as the
 * paint under it cannot be seen); `finishes` the finishes a paint comes in; `angle` a gradient's
 * angle; `requires`/`excludes` the codes another section must or must not have for this option.
 */
export type OptionRules = {
  tone?: string;
  finishes?: PaintFinish[];
  angle?: number;
  finish?: PaintFinish;
  requires?: Partial<Record<ChoiceSection, string[]>>;
  excludes?: Partial<Record<ChoiceSection, string[]>>;
};

/** One option of a section, priced in the shopper's currency. A default option has no sku: it is part of the bike. */
export type ConfiguratorOption = {
  section: ChoiceSection;
  code: string;
  /** The bundle selection sold for it; null for the section's default (included in the bike). */
  selectionId: number | null;
  sku: string | null;
  label: string;
  /** Paints and logos: the colour drawn. */
  hex: string | null;
  price: number;
  /** The special price that applies now (price.rules), null when none. */
  specialPrice: number | null;
  /** Units left; null: made to order. */
  stockQty: number | null;
  isDefault: boolean;
  position: number;
  rules: OptionRules;
};

/** The sections and options of one model (parent bike) in one storefront and currency. */
export type ConfiguratorModel = {
  modelUrlKey: string;
  /** The product_family filter value (cgr, ultra-grit, allgrit, gravel). */
  family: string;
  options: ConfiguratorOption[];
};

/** A shopper's build: the frame (a child bike's url key), a size and the non-default choices. */
export type Build = {
  frame: string;
  size: string | null;
  choices: Partial<Record<ChoiceSection, string>>;
};

/** A frame of the model (a child bike) as the rules see it. */
export type FrameFacts = {
  productId: number;
  /** What it is drawn as ('road-bike', 'gravel-bike'). */
  imageKind: string;
  urlKey: string;
  sku: string;
  name: string;
  price: number;
  specialPrice: number | null;
  /** Sold here and not banned for the shopper's country. */
  available: boolean;
  /** Working days before it is dispatched (catalogue.rules leadTimeDays: the cart's rule too). */
  leadTimeDays: number;
  /** Its factory paint (the colour it is drawn in) and that paint's tone and accent. */
  paintHex: string;
  accentHex: string;
  paintTone: string;
  /** The finishes its factory paint comes in. */
  paintFinishes: PaintFinish[];
  sizes: { value: string; label: string; sku: string; stockQty: number }[];
};

export type ViolationKey =
  | 'selectSize'
  | 'selectGradientColour'
  | 'colourIncompatible'
  | 'componentIncompatible'
  | 'soldOut'
  | 'unknownOption'
  | 'unknownFrame'
  | 'cannotShip';

/** One broken rule, on the section the shopper should change. */
export type BuildViolation = { section: SectionKey; sectionId: number; key: ViolationKey; message: string };

export type BuildLine = {
  section: SectionKey;
  sectionId: number;
  code: string;
  label: string;
  sku: string | null;
  price: number;
  specialPrice: number | null;
};

/** The price and the problems of a build: what priceBuild answers and what the cart checks. */
export type PricedBuild = {
  build: Build;
  frame: FrameFacts | null;
  lines: BuildLine[];
  /** Minor units of the currency. */
  totalMinor: number;
  /** What the total would be without the special prices that apply (for the savings label). */
  regularTotalMinor: number;
  violations: BuildViolation[];
  /** The child items the cart takes for this build (non-default choices), the size sku first. */
  cartItems: { sku: string; parentSku: string | null }[];
};

/** How a build is drawn: the frame kind and the paint the rules give it. */
export type BuildDrawing = {
  kind: string;
  paintHex: string;
  accentHex: string;
  gradientHex: string | null;
  gradientAngle: number | null;
  downTubeLogoHex: string | null;
  topTubeLogoHex: string | null;
  finish: PaintFinish;
};
