import type { RedirectSeed, StoreCode } from './seed.types';

/**
 * Legacy URLs. requestPath and relative targetPath are stored without leading/trailing slashes
 * (the storefront normalises relative targets to '/…/'); '/' is the home page; absolute targets
 * are full URLs and cause a full browser navigation.
 */
type Rule = { requestPath: string; targetPath: string; redirectType: 301 | 302 };

/** Redirects that exist on both storefronts (the paths are the same on both). */
const shared: Rule[] = [
  { requestPath: 'old-home', targetPath: '/', redirectType: 301 },
  { requestPath: 'bikes/road-bikes', targetPath: 'bikes/road', redirectType: 301 },
  { requestPath: 'bikes/gravel-bikes', targetPath: 'bikes/gravel', redirectType: 301 },
  { requestPath: 'bikes/adventure', targetPath: 'bikes/gravel', redirectType: 301 },
  { requestPath: 'bikes/electric-bikes', targetPath: 'bikes/e-bikes', redirectType: 301 },
  { requestPath: 'bikes/hybrid', targetPath: 'bikes/hybrid-city', redirectType: 301 },
  { requestPath: 'bikes/childrens-bikes', targetPath: 'bikes/kids', redirectType: 301 },
  { requestPath: 'parts', targetPath: 'components', redirectType: 301 },
  { requestPath: 'about', targetPath: 'about-us', redirectType: 301 },
  { requestPath: 'contact-us', targetPath: 'contact', redirectType: 301 },
  { requestPath: 'shipping', targetPath: 'delivery', redirectType: 301 },
  { requestPath: 'returns-policy', targetPath: 'returns', redirectType: 301 },
  { requestPath: 'terms', targetPath: 'terms-and-conditions', redirectType: 301 },
  { requestPath: 'privacy', targetPath: 'privacy-policy', redirectType: 301 },
  { requestPath: 'cookies', targetPath: 'cookie-policy', redirectType: 301 },
  { requestPath: 'jobs', targetPath: 'careers', redirectType: 301 },
  { requestPath: 'cycle-to-work', targetPath: 'cycletowork/quote', redirectType: 301 },
  { requestPath: 'strava-club', targetPath: 'https://www.strava.com/clubs/cadence-cycles', redirectType: 301 },
  // Temporary: the sale landing page points at the bike range between campaigns.
  { requestPath: 'sale', targetPath: 'bikes', redirectType: 302 },
];

/** German-language legacy paths that only ever existed on the German storefront. */
const germanOnly: Rule[] = [
  { requestPath: 'kontakt', targetPath: 'contact', redirectType: 301 },
  { requestPath: 'versand', targetPath: 'delivery', redirectType: 301 },
  { requestPath: 'ruecksendung', targetPath: 'returns', redirectType: 301 },
  { requestPath: 'agb', targetPath: 'terms-and-conditions', redirectType: 301 },
  { requestPath: 'datenschutz', targetPath: 'privacy-policy', redirectType: 301 },
  { requestPath: 'ueber-uns', targetPath: 'about-us', redirectType: 301 },
  { requestPath: 'fahrraeder/rennraeder', targetPath: 'bikes/road', redirectType: 301 },
];

const forStore = (store: StoreCode, rules: Rule[]): RedirectSeed[] => rules.map((r) => ({ store, ...r }));

export const redirectSeed: RedirectSeed[] = [
  ...forStore('en-GB', shared),
  ...forStore('de-DE', shared),
  ...forStore('de-DE', germanOnly),
];
