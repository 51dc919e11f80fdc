import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from './context';

/**
 * Root fields whose answers are the same for every shopper of a storefront in a country: catalogue,
 * content, menus, routing and store reference data. Anything customer-, cart- or address-bound
 * (and `isStoreIp`, which depends on the caller's address) is not listed and is never cached.
 * A new public read must be added here deliberately.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'categoryList',
  'cmsPage',
  'products',
  'product',
  'searchSuggestions',
  'blogPosts',
  'blogPost',
  'blogCategories',
  'blogTags',
  'sitemapEntries',
  'mainMenuEntries',
  'footerMenuEntries',
  'socialLinks',
  'getUrlInfo',
  'countriesConfig',
  'shopperLocation',
  'isNewCheckoutEnabled',
  'featureFlags',
  // The configurator: a model's options and a build's price are the same for every shopper of a
  // storefront in a country (stock as fresh as the listings').
  'bikeConfigurator',
  'priceBuild',
  // Finance: the same for every shopper of a storefront in a country (none outside GB).
  'v12Products',
  'v12Deposits',
  'financeCalculation',
  'financeTeasers',
  // Cycle to Work: providers and savings are the same for every shopper of a storefront in a country
  // (none outside GB); quotes are personal and never cached.
  'cycleToWorkAvailable',
  'cycleToWorkProviders',
  'cycleToWorkSavings',
]);

/** A query whose every root selection is a public field (fragments at the root are not followed: not cached). */
export function isPublicOperation(operation: OperationDefinitionNode | undefined): boolean {
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value),
  );
}

/**
 * What besides the operation and its variables decides a public answer: the storefront (language)
 * and the shopper's location (currency, shipping restrictions; the source for shopperLocation).
 */
export async function publicCacheKey(
  context: GatewayContext,
): Promise<{ store: string; country: string | null; source: string | null }> {
  const location = await context.shopperLocation();
  return { store: context.store, country: location?.country.code ?? null, source: location?.source ?? null };
}

/**
 * Whole-response cache for anonymous public reads (catalogue listings, product pages, menus): a hit
 * skips query planning, subgraph execution and result shaping. Entries live `ttlSeconds` (the same
 * bound as the commerce listing memo), in Apollo Server's bounded in-memory cache; errors are never
 * cached. Requests with a customer session bypass it (their answers may become customer-specific).
 *
 * This cache alone may keep them: it keys an answer by what decides it (publicCacheKey), which no
 * cache outside can see. Apollo would otherwise answer a public read `Cache-Control: max-age=…,
 * public` with no Vary, and a shared cache would give one storefront's, or one country's, answer
 * to the next shopper. Every answer says `no-store` instead, whatever the operation's cache policy.
 */
export function responseCachePlugins(ttlSeconds: number): ApolloServerPlugin<GatewayContext>[] {
  const noStore: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
  const headers = [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), noStore];
  if (ttlSeconds <= 0) return headers;
  const policy: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext) {
          if (isPublicOperation(requestContext.operation) && !hasSession(requestContext)) {
            requestContext.overallCachePolicy.replace({ maxAge: ttlSeconds, scope: 'PUBLIC' });
          }
        },
      };
    },
  };
  return [
    ...headers,
    policy,
    responseCachePlugin<GatewayContext>({
      sessionId: async () => null,
      shouldReadFromCache: async (requestContext) => !hasSession(requestContext),
      shouldWriteToCache: async (requestContext) => !hasSession(requestContext),
      extraCacheKeyData: async (requestContext) => publicCacheKey(requestContext.contextValue),
    }),
  ];
}

const hasSession = (requestContext: GraphQLRequestContext<GatewayContext>): boolean =>
  Boolean(requestContext.contextValue.cookies[SHOP_COOKIES.customerToken.name]);
