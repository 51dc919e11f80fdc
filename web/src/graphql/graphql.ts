/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where the shopper location came from, in fallback order. */
export type LocationSource = 'COOKIE' | 'EDGE' | 'EXPLICIT' | 'FALLBACK';

export type CmsPageFieldsFragment = {
  id: number;
  identifier: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  blocks: Array<
    | { __typename: 'CmsBannerBlock'; text: string; linkLabel: string; linkUrl: string; tone: string }
    | {
        __typename: 'CmsHeroBlock';
        heading: string;
        text: string;
        image: string;
        imageAlt: string;
        ctaLabel: string;
        ctaUrl: string;
      }
    | { __typename: 'CmsImageBlock'; src: string; alt: string; caption: string | null }
    | {
        __typename: 'CmsLinkTilesBlock';
        heading: string;
        tiles: Array<{ label: string; url: string; image: string; imageAlt: string }>;
      }
    | { __typename: 'CmsRichTextBlock'; html: string }
  >;
};

export type CmsPageGetQueryVariables = Exact<{
  identifier: string;
}>;

export type CmsPageGetQuery = {
  cmsPage: {
    id: number;
    identifier: string;
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    meta_keywords: string | null;
    blocks: Array<
      | { __typename: 'CmsBannerBlock'; text: string; linkLabel: string; linkUrl: string; tone: string }
      | {
          __typename: 'CmsHeroBlock';
          heading: string;
          text: string;
          image: string;
          imageAlt: string;
          ctaLabel: string;
          ctaUrl: string;
        }
      | { __typename: 'CmsImageBlock'; src: string; alt: string; caption: string | null }
      | {
          __typename: 'CmsLinkTilesBlock';
          heading: string;
          tiles: Array<{ label: string; url: string; image: string; imageAlt: string }>;
        }
      | { __typename: 'CmsRichTextBlock'; html: string }
    >;
  } | null;
};

export type FooterMenuEntriesGetQueryVariables = Exact<{ [key: string]: never }>;

export type FooterMenuEntriesGetQuery = {
  footerMenuEntries: Array<{
    id: number;
    level: number;
    lft: number;
    rgt: number;
    title: string;
    url: string;
    description: string | null;
    parent: { id: number } | null;
  }>;
};

export type MainMenuEntriesGetQueryVariables = Exact<{
  level?: number | null | undefined;
}>;

export type MainMenuEntriesGetQuery = {
  mainMenuEntries: Array<{
    id: number;
    level: number;
    lft: number;
    rgt: number;
    title: string;
    url: string;
    description: string | null;
    parent: { id: number } | null;
  }>;
};

export type MenuEntryFieldsFragment = {
  id: number;
  level: number;
  lft: number;
  rgt: number;
  title: string;
  url: string;
  description: string | null;
  parent: { id: number } | null;
};

export type CatalogueRouteGetQueryVariables = Exact<{
  urlKey: string;
}>;

export type CatalogueRouteGetQuery = {
  getUrlInfo: { redirect_url: string | null; page_status: number; page_type: string | null; entity_id: number | null };
  cmsPage: {
    id: number;
    identifier: string;
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    meta_keywords: string | null;
    blocks: Array<
      | { __typename: 'CmsBannerBlock'; text: string; linkLabel: string; linkUrl: string; tone: string }
      | {
          __typename: 'CmsHeroBlock';
          heading: string;
          text: string;
          image: string;
          imageAlt: string;
          ctaLabel: string;
          ctaUrl: string;
        }
      | { __typename: 'CmsImageBlock'; src: string; alt: string; caption: string | null }
      | {
          __typename: 'CmsLinkTilesBlock';
          heading: string;
          tiles: Array<{ label: string; url: string; image: string; imageAlt: string }>;
        }
      | { __typename: 'CmsRichTextBlock'; html: string }
    >;
  } | null;
};

export type UrlInfoGetQueryVariables = Exact<{
  urlKey: string;
}>;

export type UrlInfoGetQuery = {
  getUrlInfo: { redirect_url: string | null; page_status: number; page_type: string | null; entity_id: number | null };
};

export type CountriesConfigGetQueryVariables = Exact<{ [key: string]: never }>;

export type CountriesConfigGetQuery = {
  countriesConfig: Array<{
    code: string;
    name: string;
    currency: string;
    currencySign: string;
    eswCode: string;
    locale: string;
    icon: string;
    crossBorderCheckoutEnabled: boolean;
  }>;
};

export type CountryConfigFieldsFragment = {
  code: string;
  name: string;
  currency: string;
  currencySign: string;
  eswCode: string;
  locale: string;
  icon: string;
  crossBorderCheckoutEnabled: boolean;
};

export type NewCheckoutCheckQueryVariables = Exact<{ [key: string]: never }>;

export type NewCheckoutCheckQuery = { isNewCheckoutEnabled: boolean };

export type StoreIpCheckQueryVariables = Exact<{
  ipAddress?: string | null | undefined;
}>;

export type StoreIpCheckQuery = { isStoreIp: { isStoreIp: boolean; error: string | null } };

export type StoreNetworkCheckQueryVariables = Exact<{ [key: string]: never }>;

export type StoreNetworkCheckQuery = { isStoreIp: { isStoreIp: boolean } };

export type AppShellGetQueryVariables = Exact<{
  country?: string | null | undefined;
}>;

export type AppShellGetQuery = {
  mainMenuEntries: Array<{
    id: number;
    level: number;
    lft: number;
    rgt: number;
    title: string;
    url: string;
    description: string | null;
    parent: { id: number } | null;
  }>;
  footerMenuEntries: Array<{
    id: number;
    level: number;
    lft: number;
    rgt: number;
    title: string;
    url: string;
    description: string | null;
    parent: { id: number } | null;
  }>;
  socialLinks: Array<{ id: number; linkUrl: string; linkText: string; icon: string }>;
  shopperLocation: {
    source: LocationSource;
    country: {
      code: string;
      name: string;
      currency: string;
      currencySign: string;
      eswCode: string;
      locale: string;
      icon: string;
      crossBorderCheckoutEnabled: boolean;
    };
  } | null;
};

export const CmsPageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsHeroBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaUrl' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsRichTextBlock' } },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }] },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsImageBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'caption' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsBannerBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tone' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsLinkTilesBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tiles' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageFieldsFragment, unknown>;
export const MenuEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rgt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuEntryFieldsFragment, unknown>;
export const CountryConfigFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CountryConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CountryConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currencySign' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eswCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crossBorderCheckoutEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountryConfigFieldsFragment, unknown>;
export const CmsPageGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPageGet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsHeroBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaUrl' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsRichTextBlock' } },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }] },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsImageBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'caption' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsBannerBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tone' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsLinkTilesBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tiles' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageGetQuery, CmsPageGetQueryVariables>;
export const FooterMenuEntriesGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FooterMenuEntriesGet' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'footerMenuEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rgt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FooterMenuEntriesGetQuery, FooterMenuEntriesGetQueryVariables>;
export const MainMenuEntriesGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MainMenuEntriesGet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'level' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mainMenuEntries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'level' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'level' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuEntryFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rgt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MainMenuEntriesGetQuery, MainMenuEntriesGetQueryVariables>;
export const CatalogueRouteGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogueRouteGet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUrlInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'urlKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page_status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entity_id' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_keywords' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blocks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsHeroBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ctaUrl' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsRichTextBlock' } },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }] },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsImageBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'alt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'caption' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsBannerBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tone' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsLinkTilesBlock' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'heading' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tiles' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogueRouteGetQuery, CatalogueRouteGetQueryVariables>;
export const UrlInfoGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UrlInfoGet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUrlInfo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'urlKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page_status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'entity_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UrlInfoGetQuery, UrlInfoGetQueryVariables>;
export const CountriesConfigGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CountriesConfigGet' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countriesConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CountryConfigFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CountryConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CountryConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currencySign' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eswCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crossBorderCheckoutEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CountriesConfigGetQuery, CountriesConfigGetQueryVariables>;
export const NewCheckoutCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewCheckoutCheck' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'isNewCheckoutEnabled' } }],
      },
    },
  ],
} as unknown as DocumentNode<NewCheckoutCheckQuery, NewCheckoutCheckQueryVariables>;
export const StoreIpCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreIpCheck' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ipAddress' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'isStoreIp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ipAddress' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ipAddress' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'isStoreIp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreIpCheckQuery, StoreIpCheckQueryVariables>;
export const StoreNetworkCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreNetworkCheck' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'isStoreIp' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'isStoreIp' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreNetworkCheckQuery, StoreNetworkCheckQueryVariables>;
export const AppShellGetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AppShellGet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mainMenuEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'footerMenuEntries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'socialLinks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shopperLocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'country' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'country' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'country' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CountryConfigFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rgt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parent' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CountryConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CountryConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currencySign' } },
          { kind: 'Field', name: { kind: 'Name', value: 'eswCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locale' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crossBorderCheckoutEnabled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AppShellGetQuery, AppShellGetQueryVariables>;
