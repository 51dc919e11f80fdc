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
