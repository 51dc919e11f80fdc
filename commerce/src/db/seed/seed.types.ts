import type { CmsBlock } from '../../modules/content/content.types';
import { STORE_CODES, type StoreCode } from '@cadence/server-kit/storefronts';

/** The storefronts (shared/storefronts); every seeded text exists in each. */
export const STORES = STORE_CODES;
export type { StoreCode };
export type Localised<T> = Record<StoreCode, T>;

export type CountrySeed = {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  names: Localised<string>;
  /** ISO 4217 code the country is priced in. */
  currency: string;
  currencySign: string;
  /** The cross-border partner's country code (usually equal to `code`). */
  eswCode: string;
  /** BCP 47 locale for number/date formatting, e.g. 'de-DE', 'en-IE'. */
  locale: string;
  /** Path of the flag icon under web/public, e.g. '/images/flags/de.svg'. */
  icon: string;
  /** False where the cross-border partner does not ship. */
  partnerEnabled: boolean;
};

/** A menu node; the seeder turns the tree into a nested set with levels and parent ids. */
export type MenuNodeSeed = { title: string; url: string; description?: string; children?: MenuNodeSeed[] };

export type SocialLinkSeed = { linkUrl: string; linkText: string; icon: 'facebook' | 'x' | 'instagram' | 'strava' | 'youtube' };

export type CmsPageSeed = {
  identifier: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  blocks: CmsBlock[];
};

export type RedirectSeed = { store: StoreCode; requestPath: string; targetPath: string; redirectType: 301 | 302 };

export type StoreNetworkSeed = { name: string; cidr: string };

export type FeatureFlagSeed = { key: string; enabled: boolean; description: string };
