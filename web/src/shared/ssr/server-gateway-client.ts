import {
  CombinedGraphQLErrors,
  ServerError,
  ServerParseError,
  type ApolloClient,
  type DocumentNode,
  type ErrorLike,
} from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print } from 'graphql';
import { BATCH_TOKEN_HEADER, GRAPHQL_MAX_BATCH_OPERATIONS } from '@cadence/server-kit/graphql-batch';
import http from 'node:http';
import https from 'node:https';

/**
 * What a page's server-side loader may ask of the gateway: Apollo's `query`, with its options and
 * result, and nothing else (no cache, no watches, no mutations).
 */
export type ServerQueryClient = Pick<ApolloClient, 'query'>;

type Prepared = { text: string; operationName: string | undefined };

/** Each document's text as Apollo sends it (`__typename` added), printed once per process. */
const prepared = new WeakMap<DocumentNode, Prepared>();

function prepare(document: DocumentNode): Prepared {
  let known = prepared.get(document);
  if (!known) {
    known = { text: print(addTypenameToDocument(document)), operationName: getOperationAST(document)?.name?.value };
    prepared.set(document, known);
  }
  return known;
}

type GraphQLAnswer = { data?: unknown; errors?: ReadonlyArray<unknown>; extensions?: Record<string, unknown> };

/** The gateway's HTTP answer, read whole. */
export type GatewayReply = { status: number; contentType: string | null; bodyText: string };

/** Sends one JSON POST to the gateway and reads the answer. */
export type GatewayTransport = (uri: string, headers: Record<string, string>, body: string) => Promise<GatewayReply>;

// An idle connection is let go after 60 s, before the gateway's 65 s (KEEP_ALIVE_MS) closes it under
// a request that was just sent on it.
const KEPT = { keepAlive: true, timeout: 60_000 };
const agents = { 'http:': new http.Agent(KEPT), 'https:': new https.Agent(KEPT) };

/** A gateway that takes longer than this has failed the page (its own subgraph timeouts are far shorter). */
const GATEWAY_TIMEOUT_MS = 30_000;

/**
 * One POST over a kept-alive connection, its headers and body in one write. fetch sent the body as a
 * stream (a write per chunk and one to end it) and asked for a compressed answer: on the loopback
 * or the cluster's network that is CPU spent twice for nothing.
 */
export const httpTransport: GatewayTransport = (uri, headers, body) =>
  new Promise((resolve, reject) => {
    const url = new URL(uri);
    const payload = Buffer.from(body, 'utf8');
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'],
        headers: { ...headers, 'content-length': String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? null,
            bodyText: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.setTimeout(GATEWAY_TIMEOUT_MS, () =>
      request.destroy(
        Object.assign(new Error(`The gateway did not answer within ${GATEWAY_TIMEOUT_MS} ms`), { code: 'ETIMEDOUT' }),
      ),
    );
    request.on('error', reject);
    request.end(payload);
  });

/** The reply as a fetch Response, for the errors that carry one (as Apollo's do). */
const asResponse = (reply: GatewayReply): Response =>
  new Response(reply.bodyText, {
    status: reply.status >= 200 && reply.status <= 599 ? reply.status : 500,
    headers: reply.contentType ? { 'content-type': reply.contentType } : {},
  });

/** The gateway's answer read as Apollo's HttpLink reads it (its errors are the same classes). */
function readAnswer(reply: GatewayReply, operationName: string | undefined): GraphQLAnswer {
  const { bodyText } = reply;
  const graphqlResponse = reply.contentType?.includes('application/graphql-response+json');
  if (!graphqlResponse && reply.status >= 300) {
    throw new ServerError(`Response not successful: Received status code ${reply.status}`, {
      response: asResponse(reply),
      bodyText,
    });
  }
  let answer: unknown;
  try {
    answer = JSON.parse(bodyText);
  } catch (error) {
    throw new ServerParseError(error, { response: asResponse(reply), bodyText });
  }
  return wellFormed(answer, reply, operationName);
}

/** An answer with `data` or `errors`, or Apollo's error for a malformed one. */
function wellFormed(answer: unknown, reply: GatewayReply, operationName: string | undefined): GraphQLAnswer {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer) || (!('data' in answer) && !('errors' in answer))) {
    throw new ServerError(`Server response was malformed for query '${operationName}'.`, {
      response: asResponse(reply),
      bodyText: reply.bodyText,
    });
  }
  return answer as GraphQLAnswer;
}

/** One operation waiting for its round's request: its JSON body and what settles its query. */
type Asked = { body: string; operationName: string | undefined; settle: (answer: () => GraphQLAnswer) => void };

/** After a gateway refused a batch (one that does not trust this server), how long to ask it one by one. */
const UNBATCHED_AFTER_REFUSAL_MS = 60_000;
/** Until when each gateway (by URI) is asked one operation per request. */
const unbatchedUntil = new Map<string, number>();

/**
 * The operations asked in one round (the same tick: a page asks its shell, route and page queries
 * side by side, then the next round from their answers), sent as one request per set of headers:
 * one operation as a plain body, several as a batch (a JSON array, answered in order; server-kit
 * graphql-batch.ts), at most GRAPHQL_MAX_BATCH_OPERATIONS per request, with the batch token that
 * lets the gateway take it (none: one operation per request). Each request to the gateway costs both
 * servers a loopback write and a wake-up, and the gateway its request's context. A batch answered
 * with anything but an array of answers (an outage, a proxy's error page) fails each of its
 * operations as that answer would fail one alone; one the gateway refused as a whole (400: it does
 * not know this server's token, or is older than batches) is asked again one operation per request.
 */
function roundBatcher(uri: string, transport: GatewayTransport, batchToken: string | null) {
  const waiting = new Map<string, { headers: Record<string, string>; asked: Asked[] }>();
  const send = async (headers: Record<string, string>, asked: Asked[]): Promise<void> => {
    if (asked.length === 1 || !batchToken || Date.now() < (unbatchedUntil.get(uri) ?? 0)) {
      await Promise.all(
        asked.map(async (one) => {
          try {
            const reply = await transport(uri, headers, one.body);
            one.settle(() => readAnswer(reply, one.operationName));
          } catch (error) {
            one.settle(() => {
              throw error;
            });
          }
        }),
      );
      return;
    }
    let reply: GatewayReply;
    try {
      reply = await transport(
        uri,
        { ...headers, [BATCH_TOKEN_HEADER]: batchToken },
        `[${asked.map((one) => one.body).join(',')}]`,
      );
    } catch (error) {
      for (const one of asked)
        one.settle(() => {
          throw error;
        });
      return;
    }
    let answers: unknown;
    try {
      answers = JSON.parse(reply.bodyText);
    } catch {
      answers = undefined;
    }
    if (Array.isArray(answers) && answers.length === asked.length) {
      asked.forEach((one, i) => one.settle(() => wellFormed(answers[i], reply, one.operationName)));
      return;
    }
    if (reply.status === 400 && !Array.isArray(answers)) {
      // The gateway did not take the batch as one: it does not know this server's token
      // (BATCH_REFUSED: another PROXY_SECRET) or is older than batches (Apollo Server's "Operation
      // batching disabled.", while a rolling deploy still runs one). Asked one by one, as before,
      // and without batches for a while.
      unbatchedUntil.set(uri, Date.now() + UNBATCHED_AFTER_REFUSAL_MS);
      console.warn(`[ssr] the gateway refused a batch (${reply.bodyText.slice(0, 200)}); asking one operation per request`);
      await send(headers, asked);
      return;
    }
    for (const one of asked) one.settle(() => readAnswer(reply, one.operationName));
  };
  const flush = () => {
    const groups = [...waiting.values()];
    waiting.clear();
    for (const { headers, asked } of groups) {
      for (let i = 0; i < asked.length; i += GRAPHQL_MAX_BATCH_OPERATIONS)
        void send(headers, asked.slice(i, i + GRAPHQL_MAX_BATCH_OPERATIONS));
    }
  };
  /** The operation's answer, asked with the others of its round. */
  return (headers: Record<string, string>, body: string, operationName: string | undefined): Promise<GraphQLAnswer> =>
    new Promise((resolve, reject) => {
      const key = JSON.stringify(headers);
      let group = waiting.get(key);
      if (!group) {
        if (waiting.size === 0) queueMicrotask(flush);
        waiting.set(key, (group = { headers, asked: [] }));
      }
      group.asked.push({
        body,
        operationName,
        settle: (answer) => {
          try {
            resolve(answer());
          } catch (error) {
            reject(error as Error);
          }
        },
      });
    });
}

/**
 * A page's queries to the gateway, for one server request. A page's loader only asks and records
 * the answers (the page renders from them, on the server and in the browser), so the server needs
 * none of Apollo's client machinery: a per-request client, its cache, its document transforms and
 * observables cost a seventh of a rendered page's CPU. This asks with one POST per query and keeps
 * Apollo's contract: the same request (the document with `__typename` added, the operation name,
 * its variables, Apollo's Accept header), the same result (`{ data, error }`) and the same error
 * classes and policies (`none` throws on any error, `all` returns data beside the error, `ignore`
 * drops it). `context.headers` are sent over `headers`, as Apollo's HttpLink sends them. The
 * queries of a round go to the gateway together (roundBatcher).
 */
export function createServerGatewayClient(
  uri: string,
  headers: Record<string, string>,
  transport: GatewayTransport = httpTransport,
  options: { batchToken?: string | null } = {},
): ServerQueryClient {
  const ask = roundBatcher(uri, transport, options.batchToken ?? null);
  const query = async (options: {
    query: DocumentNode;
    variables?: Record<string, unknown>;
    errorPolicy?: 'none' | 'all' | 'ignore';
    context?: { headers?: Record<string, string> };
  }): Promise<{ data: unknown; error?: ErrorLike }> => {
    const { text, operationName } = prepare(options.query);
    const errorPolicy = options.errorPolicy ?? 'none';
    let answer: GraphQLAnswer;
    try {
      answer = await ask(
        {
          ...headers,
          ...options.context?.headers,
          accept: 'application/graphql-response+json,application/json;q=0.9',
          'content-type': 'application/json',
        },
        JSON.stringify({ operationName, variables: options.variables ?? {}, query: text }),
        operationName,
      );
    } catch (error) {
      if (errorPolicy === 'none') throw error;
      return errorPolicy === 'ignore' ? { data: undefined } : { data: undefined, error: error as ErrorLike };
    }
    const data = answer.data ?? undefined;
    if (answer.errors?.length) {
      const error = new CombinedGraphQLErrors(answer as never);
      if (errorPolicy === 'none') throw error;
      if (errorPolicy === 'all') return { data, error };
    }
    return { data };
  };
  return { query } as unknown as ServerQueryClient;
}
