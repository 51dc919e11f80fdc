import type { PossibleTypesMap, TypePolicies } from '@apollo/client';

/**
 * Explicit cache identities. A fresh cache is made per server request; in the browser there is
 * one per storefront, so per-store entities (menu entries, country names) never mix.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      mainMenuEntries: { keyArgs: ['level'] },
      shopperLocation: { keyArgs: ['country'] },
      cmsPage: { keyArgs: ['identifier'] },
      getUrlInfo: { keyArgs: ['urlKey'] },
    },
  },
  MenuEntry: { keyFields: ['id'] },
  SocialLink: { keyFields: ['id'] },
  CountryConfig: { keyFields: ['code'] },
  CmsPage: { keyFields: ['id'] },
  // Value objects without identity live inside their parent field.
  ShopperLocation: { keyFields: false },
  StoreIpCheck: { keyFields: false },
  UrlInfo: { keyFields: false },
};

/** Union members, so fragments on CmsBlock match (checked against schema/api.graphql by a test). */
export const possibleTypes: PossibleTypesMap = {
  CmsBlock: ['CmsHeroBlock', 'CmsRichTextBlock', 'CmsImageBlock', 'CmsBannerBlock', 'CmsLinkTilesBlock'],
};
