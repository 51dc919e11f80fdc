import type { ApolloServerPlugin } from '@apollo/server';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE, serviceUnavailableMessage } from '@cadence/commerce/db/availability';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { CLIENT_ERROR_CODES } from '@cadence/server-kit/client-errors';
import { logger } from '../ops/logger';
import { byStore } from '@cadence/server-kit/storefronts';
import { MAX_VARIABLE_DEPTH } from './plugins';

// CLIENT_ERROR_CODES: the errors a client is meant to read (server-kit's one table, with the status
// the web's shims answer them with). Any other error is a fault of ours: its message may carry SQL, a
// stack or an internal name, so the client gets a generic message with a reference instead.

/** Errors raised before execution that the client caused, whatever status the library chose. */
const REQUEST_ERROR_CODES: ReadonlySet<string> = new Set(['INVALID_GRAPHQL', 'BAD_REQUEST', 'GRAPHQL_VALIDATION_FAILED']);

/** Errors that leave nothing answered only for now: the answer is 503 with Retry-After. */
const RETRY_SHORTLY: ReadonlySet<string> = new Set([SERVICE_UNAVAILABLE, 'REQUEST_TIMEOUT']);

/** What a client sees instead of an unexpected error, in the storefront's language. */
export const internalErrorMessage = (requestId: string, store?: string) =>
  byStore(store, {
    'en-GB': `Sorry, something went wrong on our side. Please try again; if it keeps happening, quote reference ${requestId}.`,
    'de-DE': `Entschuldigung, bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut; wenn es wieder passiert, nennen Sie uns die Referenz ${requestId}.`,
  });

/** What a client sees for text with a control character, in the storefront's language. */
const controlCharacterMessage = (where: { variable?: string }, store?: string) =>
  byStore(store, {
    'en-GB': `${where.variable ? `Variable ${where.variable}` : 'The query'} contains a control character, which no field accepts. Remove it and try again.`,
    'de-DE': `${where.variable ? `Die Variable ${where.variable}` : 'Die Anfrage'} enthält ein Steuerzeichen, das kein Feld annimmt. Bitte entfernen Sie es und versuchen Sie es erneut.`,
  });

/**
 * Extensions that tell a client about the shop's inside, never passed on: a stack trace and the
 * original exception (Apollo's), and the name of the subgraph that raised the error (the gateway adds
 * `serviceName` to every subgraph error, single-fetch.ts as well).
 */
const INTERNAL_EXTENSIONS: readonly string[] = ['stacktrace', 'exception', 'serviceName'];

/** The one masking rule: expected errors pass (without internals), anything else becomes generic. */
export function maskError(error: GraphQLFormattedError, requestId: string, store?: string): GraphQLFormattedError {
  const code = error.extensions?.code;
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    const given = error.extensions!;
    if (!INTERNAL_EXTENSIONS.some((name) => name in given)) return error;
    const extensions = Object.fromEntries(Object.entries(given).filter(([name]) => !INTERNAL_EXTENSIONS.includes(name)));
    return { ...error, extensions };
  }
  // "Unknown operation named …" and friends: the request was wrong, nothing of ours to hide.
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: error.message, extensions: { code: 'BAD_REQUEST' } };
  }
  return {
    message: internalErrorMessage(requestId, store),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
  };
}

/**
 * A message without graphql's "Did you mean …?" hints, which name fields, types and enum values of
 * the schema. Apollo's hideSchemaDetailsFromClientErrors strips them from validation errors only;
 * a variable that does not coerce ("Field "ui" is not defined by type "ClearCartInput". Did you
 * mean "uid"?") carried them with introspection off.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

/**
 * Masks every error a client receives (the gateway's and a standalone subgraph's) and logs the
 * unexpected ones with the request id the client can quote. A request refused before execution for
 * a reason of its own (an unknown operation name) answers 400, not 500. With `hideSchemaDetails`
 * (introspection off) no message suggests names of the schema.
 */
export function errorMaskingPlugin(
  options: { hideSchemaDetails: boolean } = { hideSchemaDetails: true },
): ApolloServerPlugin<{ requestId: string; store?: string }> {
  return {
    async requestDidStart({ contextValue }) {
      /** Which of the request's errors (in the order they are sent) only say the database is unreachable. */
      let unavailable: boolean[] = [];
      return {
        async didEncounterErrors({ errors }) {
          unavailable = errors.map((error) => isDatabaseUnavailable(error.originalError));
          for (const [i, error] of errors.entries()) {
            const code = error.extensions?.code;
            if (typeof code === 'string' && (CLIENT_ERROR_CODES.has(code) || REQUEST_ERROR_CODES.has(code))) continue;
            // Logged once per outage where it is detected (local-data-source.ts), not per request.
            if (unavailable[i]) continue;
            logger().error({ reqId: contextValue.requestId, err: error.originalError ?? error }, 'unexpected error');
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors?.length) return;
          const requestId = contextValue.requestId;
          const clientCaused = result.errors.every((e) => REQUEST_ERROR_CODES.has(String(e.extensions?.code)));
          // A standalone subgraph's resolver error from an unreachable database (the gateway's own
          // in-process subgraphs convert theirs in local-data-source.ts).
          const sameErrors = unavailable.length === result.errors.length;
          result.errors = result.errors.map((error, i) =>
            sameErrors && unavailable[i]
              ? {
                  message: serviceUnavailableMessage(contextValue.store),
                  ...(error.path ? { path: error.path } : {}),
                  extensions: { code: SERVICE_UNAVAILABLE },
                }
              : maskError(error, requestId, contextValue.store),
          );
          if (options.hideSchemaDetails) {
            result.errors = result.errors.map((error) => ({ ...error, message: withoutSuggestions(error.message) }));
          }
          if (result.data === undefined && clientCaused && (response.http.status ?? 200) >= 500) response.http.status = 400;
          // Nothing could be answered because the shop cannot reach its data, or the request's time ran
          // out before a subgraph started (local-data-source.ts): 503, try again shortly, as the HTTP
          // layer answers a request past its time (which of the two answers first depends on timing).
          const nothingAnswered = !result.data || Object.values(result.data).every((value) => value === null);
          if (nothingAnswered && result.errors.every((e) => RETRY_SHORTLY.has(String(e.extensions?.code)))) {
            response.http.status = 503;
            response.http.headers.set('retry-after', '5');
          }
        },
      };
    },
  };
}

/**
 * Characters no field of the shop accepts: the C0 controls but tab, line feed and carriage return
 * (free text such as an address line may carry those, and the field's own rule refuses them where
 * they make no sense), DEL and the C1 controls. NUL in particular is refused by PostgreSQL.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Where in a value the first forbidden character is, or null (walks objects and lists, as deep as the
 * variables guard lets variables nest: deeper ones are refused there).
 */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN_CONTROL.test(value) ? path : null;
  if (depth > MAX_VARIABLE_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findControlCharacter(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before execution, an operation whose variables or inline strings carry a control
 * character, with a message that names where (BAD_USER_INPUT, HTTP 400).
 */
export function controlCharacterPlugin(): ApolloServerPlugin<{ store?: string }> {
  return {
    async requestDidStart({ contextValue }) {
      const refuse = (where: { variable?: string }) =>
        new GraphQLError(controlCharacterMessage(where, contextValue.store), {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      return {
        async didResolveOperation({ request, source }) {
          const inVariables = findControlCharacter(request.variables ?? {}, '$');
          if (inVariables) throw refuse({ variable: inVariables.replace(/^\$\./, '$') });
          // Inline string literals: the query text itself (a control character is only legal inside strings).
          if (FORBIDDEN_CONTROL.test(source) || /\\u00(0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF]|[89][0-9a-fA-F])/.test(source)) {
            throw refuse({});
          }
        },
      };
    },
  };
}
