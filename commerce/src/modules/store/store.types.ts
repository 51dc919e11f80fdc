export type Country = {
  code: string;
  names: Record<string, string>;
  currency: string;
  currencySign: string;
  eswCode: string;
  locale: string;
  icon: string;
  partnerEnabled: boolean;
};

/** Where the shopper's country came from, in the spec's fallback order. */
export type LocationSource = 'explicit' | 'cookie' | 'edge' | 'fallback';

export type ShopperLocation = { country: Country; source: LocationSource };

export type FeatureFlag = { key: string; enabled: boolean; description: string };

/** One of the shop's own stores (click and collect). */
export type Shop = {
  code: string;
  names: Record<string, string>;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
};
