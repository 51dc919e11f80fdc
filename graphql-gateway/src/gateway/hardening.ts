import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { sameSignature } from '@cadence/commerce/shared/signing';
import { PROXY_SECRET_HEADER } from '@cadence/server-kit/client-address';
import type { ParseOptions, ValidationRule } from 'graphql';
import type { GatewayEnv } from '../env';
import type { GatewayContext } from './context';
import { depthLimit } from './depth-limit';
import { controlCharacterPlugin, errorMaskingPlugin } from './error-masking';
import { batchQueriesOnlyPlugin } from './http';
import { introspectionAliasRule } from './introspection';
import { costLimitPlugin, MAX_VARIABLE_VALUES, variablesGuardPlugin } from './plugins';
import { rootFieldLimit } from './root-fields';

/**
 * The most tokens a GraphQL document may hold (graphql's parse counts them). Every document the
 * storefront has, together, is about 3,000.
 */
export const MAX_DOCUMENT_TOKENS = 10_000;

/**
 * What one entity representation the gateway sends a subgraph holds, counted as the variables
 * guard counts (plugins.ts measureValues): the object, its `__typename` and its key field (every
 * entity of the supergraph has a one-field key), and one to spare.
 */
export const VALUES_PER_REPRESENTATION = 4;

/**
 * Which server the limits guard: the gateway (the clients' entry) or a subgraph served on its own,
 * which only the gateway may ask (subgraphCallerAllowed) and which the gateway also sends the
 * `representations` of the entities it needs.
 */
export type HardenedRole = 'gateway' | 'subgraph';

/** The Apollo Server options every GraphQL server of the shop takes from hardenedGraphQL. */
export type HardenedGraphQL = {
  introspection: boolean;
  hideSchemaDetailsFromClientErrors: boolean;
  csrfPrevention: true;
  includeStacktraceInErrorResponses: false;
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
  /** The refusals and the masking, in order; a server appends its own plugins after them. */
  plugins: ApolloServerPlugin<GatewayContext>[];
};

/**
 * The one set of request limits of every GraphQL server of the shop, the gateway and each subgraph
 * served on its own (scaled mode): a subgraph reachable on the network answers what the gateway
 * would refuse otherwise (a listing's related products nested six deep ran 81 s on the catalogue
 * subgraph, refused by the gateway in milliseconds). So both get the same parse bound
 * (MAX_DOCUMENT_TOKENS), validation rules (depth, root fields, introspection aliases), cost limit
 * and variables guard, control-character check and error masking; the HTTP front both use
 * (http.ts: body size, JSON nesting, time and answer size) is shared as it is.
 *
 * A subgraph's operations are the gateway's fetches of a client operation it accepted: no deeper,
 * with no more root fields and no more cost (an `_entities` fetch counts one object per
 * representation, query-cost.ts), so the same limits refuse none of them. Their variables also
 * carry the representations, one per object of the client operation at most, which the gateway's
 * cost limit bounds: a subgraph's variables may hold that many more values.
 */
export function hardenedGraphQL(
  env: Pick<GatewayEnv, 'introspection' | 'maxDepth' | 'maxCost'>,
  role: HardenedRole,
): HardenedGraphQL {
  const maxVariableValues =
    role === 'subgraph' ? MAX_VARIABLE_VALUES + env.maxCost * VALUES_PER_REPRESENTATION : MAX_VARIABLE_VALUES;
  return {
    introspection: env.introspection,
    // Production answers do not teach the schema: no "Did you mean …?" suggestions in validation errors.
    hideSchemaDetailsFromClientErrors: !env.introspection,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimit(env.maxDepth), rootFieldLimit, introspectionAliasRule],
    // graphql's own validation recurses once per fragment in a chain of spreads: past a few thousand
    // (a 1 MB body holds 20,000) it overflowed the stack, a 500 after a second of work. The
    // storefront's documents are a few hundred tokens; MAX_DOCUMENT_TOKENS stops the parse instead.
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    plugins: [
      controlCharacterPlugin(),
      // Batches reach only the gateway (the web servers' page client); a subgraph refuses them all.
      batchQueriesOnlyPlugin(),
      // The variables guard first: of refusals raised together, the client is told the first (the cost
      // walk checks the guard's bounds itself, as Apollo runs these hooks together).
      variablesGuardPlugin(maxVariableValues),
      costLimitPlugin(env.maxCost, maxVariableValues),
      // Last of these: the errors of the plugins above are masked too (their codes pass as they are).
      errorMaskingPlugin({ hideSchemaDetails: !env.introspection }),
    ],
  };
}

/**
 * Whether a request to a subgraph served on its own comes from the gateway: it carries the shared
 * proxy secret (PROXY_SECRET, in PROXY_SECRET_HEADER), which the gateway sends with every fetch
 * (context.ts forwards it) and nobody else knows. Compared in constant time. Without a configured
 * secret nobody is the gateway (subgraph-server.ts refuses to start without one).
 */
export function subgraphCallerAllowed(req: Pick<IncomingMessage, 'headers'>, secret: string | null): boolean {
  const given = req.headers[PROXY_SECRET_HEADER];
  if (!secret || typeof given !== 'string' || !given) return false;
  return sameSignature(given, secret);
}
