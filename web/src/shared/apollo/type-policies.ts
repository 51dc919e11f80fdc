import type { FieldMergeFunction, PossibleTypesMap, TypePolicies } from '@apollo/client';

type ListingPage = { items?: readonly unknown[] } & Record<string, unknown>;

/**
 * "Load more" (spec §9): pages of one listing (same filter, sort and search) are written into one
 * list at their offset, so the first 24 and each further 12 add up; totals and facets come from
 * the latest answer. A first page that is shorter than what is cached (a smaller `pageSize`)
 * replaces the list, so nothing stale hangs on past it.
 */
export const mergeListingPage: FieldMergeFunction<ListingPage, ListingPage> = (existing, incoming, { args }) => {
  const size = typeof args?.pageSize === 'number' ? args.pageSize : 24;
  const page = typeof args?.currentPage === 'number' ? args.currentPage : 1;
  const offset = (page - 1) * size;
  const items = offset === 0 || !existing?.items ? [] : existing.items.slice(0, offset);
  (incoming.items ?? []).forEach((item, i) => {
    items[offset + i] = item;
  });
  return { ...existing, ...incoming, items };
};

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
      categoryList: { keyArgs: ['filters'] },
      products: { keyArgs: ['filter', 'sort', 'search'], merge: mergeListingPage },
      // A refetched list of designs replaces the old one (deleted designs drop out).
      savedDesigns: { merge: false },
    },
  },
  // Products are one entity per SKU (the federation key), priced in the storefront's currency.
  ProductItem: { keyFields: ['sku'] },
  CategoryTree: { keyFields: ['id'] },
  MenuEntry: { keyFields: ['id'] },
  SocialLink: { keyFields: ['id'] },
  CountryConfig: { keyFields: ['code'] },
  CmsPage: { keyFields: ['id'] },
  // The signed-in customer is one entity per browser session (the API has no customer id): every
  // account query and mutation result merges into it.
  Customer: {
    keyFields: [],
    fields: {
      // A refetched address book replaces the list (deleted addresses drop out).
      addresses: { merge: false },
    },
  },
  CustomerAddress: { keyFields: ['id'] },
  CustomerOrder: { keyFields: ['id'] },
  // Value objects without identity live inside their parent field.
  ShopperLocation: { keyFields: false },
  StoreIpCheck: { keyFields: false },
  UrlInfo: { keyFields: false },
  // A configurator's sections carry the spec's ids, which two sections share (crank and power
  // meters are both 65): never an identity. Saved designs are one entity per id.
  ConfiguratorSection: { keyFields: false },
  SavedDesign: { keyFields: ['id'] },
  // A saved product is one entity per sku: the hearts ask only for the skus (SavedProductSkusGet),
  // the personal area for the cards (SavedProductsGet); either list's answer leaves the other's
  // fields on the same entries instead of replacing them (which made each query fetch again).
  SavedProduct: { keyFields: ['sku'] },
};

/** Union members, so fragments on CmsBlock match (checked against schema/api.graphql by a test). */
export const possibleTypes: PossibleTypesMap = {
  CmsBlock: ['CmsHeroBlock', 'CmsRichTextBlock', 'CmsImageBlock', 'CmsBannerBlock', 'CmsLinkTilesBlock'],
};
