import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE, serviceUnavailableMessage } from '@cadence/commerce/db/availability';
import {
  execute,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  BREAK,
  TypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLInputType,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { logger } from '../ops/logger';

type SubgraphResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** A document's operation that has run once and is compiled if it runs again. */
const SEEN_ONCE = Symbol('seen once');
/**
 * The most documents an in-process subgraph keeps compiled functions (or first runs) for: the
 * storefront's operations and the planner's fetches for them are some 120; a compiled listing is
 * tens of kilobytes of functions.
 */
const MAX_COMPILED_DOCUMENTS = 200;

/**
 * An operation compiled by graphql-jit, with its variables whose type can hold a default that
 * graphql-jit would not apply (variablesJitReads).
 */
type Compiled = { query: CompiledQuery; variables: VariableWithDefaults[] };
type VariableWithDefaults = { name: string; type: GraphQLInputType; hasDefault: boolean };

/**
 * An in-process subgraph like @apollo/gateway's LocalGraphQLDataSource, but each subgraph
 * operation the query planner sends is parsed and validated once, not on every request: the
 * planner's fetches repeat for every execution of the same client operation, and parsing plus
 * validation was a tenth of the gateway's CPU time on a category listing.
 *
 * With `jit` (GATEWAY_JIT, on by default) an operation that runs a second time is compiled by
 * graphql-jit into a function for that document, and runs as that function from then on: no
 * walk of the document per field, no argument and info objects for fields that do not use them.
 * graphql-js's own executor and graphql-jit's compiled function gave 3.2-3.7 and 2.5 ms of
 * gateway CPU per category listing. An operation seen once runs on graphql-js, so a stream of
 * never-repeated documents costs no compilation; one graphql-jit cannot compile, or would answer
 * differently (compilableByJit), runs on graphql-js. At most MAX_COMPILED_DOCUMENTS documents are
 * kept, the oldest dropped first, so distinct documents cannot grow the gateway's memory.
 * A resolver here must not read `info`: graphql-jit names each field's info after its response
 * path joined with `_`, so `{ item { who } who_item: other }` hands `item.who` the info of `other`
 * (none of ours reads it; @apollo/subgraph's `_entities` does, in documents only the planner writes).
 */
export class CachedLocalDataSource<TContext extends Record<string, unknown>> implements GraphQLDataSource<TContext> {
  private readonly documents = new Map<string, DocumentNode>();
  /** Per document (MAX_COMPILED_DOCUMENTS, oldest first out) and operation name: its compiled function. */
  private readonly compiled = new Map<DocumentNode, Map<string, Compiled | null | typeof SEEN_ONCE>>();

  constructor(
    readonly schema: GraphQLSchema,
    /** The subgraph's name in the supergraph (spans, single-fetch routing). */
    readonly serviceName: string,
    private readonly options: { jit: boolean; maxDocuments?: number; maxCompiledDocuments?: number },
  ) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions<TContext>): Promise<SubgraphResponse> {
    const source = request.query ?? '';
    let document = this.documents.get(source);
    if (!document) {
      try {
        document = parse(source);
      } catch (error) {
        return { errors: [{ message: (error as Error).message }] } as SubgraphResponse;
      }
      const errors = validate(this.schema, document);
      if (errors.length) return { errors } as unknown as SubgraphResponse;
      if (this.documents.size >= (this.options.maxDocuments ?? 2000))
        this.documents.delete(this.documents.keys().next().value as string);
      this.documents.set(source, document);
    }
    return (await this.execute(document, request.variables, request.operationName, context)) as unknown as SubgraphResponse;
  }

  /**
   * Executes a validated document on this subgraph for a shopper's context: the planner's fetch
   * (process) or a client's query that is one fetch from here (single-fetch.ts).
   */
  async execute(
    document: DocumentNode,
    variableValues: Record<string, unknown> | undefined,
    operationName: string | null | undefined,
    context: object,
  ): Promise<ExecutionResult> {
    // A request whose time is up starts no further subgraph work (the client has had its answer).
    const deadline = (context as { deadline?: unknown }).deadline;
    if (typeof deadline === 'number' && Date.now() > deadline) {
      return {
        errors: [new GraphQLError('The request took too long and was stopped.', { extensions: { code: 'REQUEST_TIMEOUT' } })],
      };
    }
    const compiled = this.compiledFor(document, operationName);
    const result =
      compiled && variablesJitReads(compiled.variables, variableValues ?? {})
        ? ((await compiled.query.query(undefined, context, variableValues ?? {})) as ExecutionResult)
        : await execute({ schema: this.schema, document, contextValue: context, variableValues, operationName });
    if (result.errors?.length) {
      const store = (context as { store?: unknown }).store;
      return { ...result, errors: unavailableErrors(result.errors, typeof store === 'string' ? store : undefined) };
    }
    return result;
  }

  /** The operation's compiled function, once it runs a second time (null: run it on graphql-js). */
  private compiledFor(document: DocumentNode, operationName: string | null | undefined): Compiled | null {
    if (!this.options.jit) return null;
    let byName = this.compiled.get(document);
    if (!byName) {
      if (this.compiled.size >= (this.options.maxCompiledDocuments ?? MAX_COMPILED_DOCUMENTS))
        this.compiled.delete(this.compiled.keys().next().value as DocumentNode);
      this.compiled.set(document, (byName = new Map()));
    }
    const name = operationName ?? '';
    const known = byName.get(name);
    if (known === undefined) {
      byName.set(name, SEEN_ONCE);
      return null;
    }
    if (known !== SEEN_ONCE) return known;
    const compiled = this.compile(document, operationName);
    byName.set(name, compiled);
    return compiled;
  }

  private compile(document: DocumentNode, operationName: string | null | undefined): Compiled | null {
    const operation = getOperationAST(document, operationName);
    if (!operation || !compilableByJit(this.schema, document)) return null;
    try {
      const made = compileQuery(this.schema, document, operationName ?? undefined);
      return isCompiledQuery(made)
        ? { query: made, variables: variablesWithDefaults(this.schema, operation.variableDefinitions ?? []) }
        : null;
    } catch {
      return null; // graphql-js runs it, as every time from now on
    }
  }
}

/** What graphql-jit 0.8 turns into code when a literal string starts with it (see compilableByJit). */
const JIT_LITERAL_MARKER = '__MAGIC_';

/**
 * Whether graphql-jit 0.8 compiles this document into a function that answers as graphql-js does,
 * safely. It does not, and the document runs on graphql-js, when it has:
 * - a string literal, enum value or name holding `__MAGIC_`: graphql-jit writes literal arguments
 *   into the function's source with JSON.stringify and then replaces its own markers for dates,
 *   NaN and infinities, so `"__MAGIC_DATE__<its id>process.exit(1)"` would become
 *   `new Date(process.exit(1))` in the gateway's code (a custom scalar's literal, as federation's
 *   `_Any`, makes strings of enum values and field names too);
 * - a variable inside an input object or list literal, in a place with a default
 *   (`build: { choices: $c }`, `choices` defaulting to []): left out, graphql-jit passes null
 *   where graphql-js applies the default;
 * - @include or @skip: graphql-jit records their conditions on the document's own nodes, which
 *   a fragment spread in several places shares.
 */
export function compilableByJit(schema: GraphQLSchema, document: DocumentNode): boolean {
  let compilable = true;
  let literalDepth = 0;
  const refuse = () => {
    compilable = false;
    return BREAK;
  };
  const types = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(types, {
      // A custom scalar's literal (federation's _Any) turns enum values and field names into strings too.
      StringValue: (node) => (node.value.includes(JIT_LITERAL_MARKER) ? refuse() : undefined),
      EnumValue: (node) => (node.value.includes(JIT_LITERAL_MARKER) ? refuse() : undefined),
      Name: (node) => (node.value.includes(JIT_LITERAL_MARKER) ? refuse() : undefined),
      Directive: (node) => (node.name.value === 'include' || node.name.value === 'skip' ? refuse() : undefined),
      ObjectValue: { enter: () => void literalDepth++, leave: () => void literalDepth-- },
      ListValue: { enter: () => void literalDepth++, leave: () => void literalDepth-- },
      Variable: () => (literalDepth > 0 && types.getDefaultValue() !== undefined ? refuse() : undefined),
    }),
  );
  return compilable;
}

/**
 * The operation's variables whose type can hold a default that graphql-jit 0.8 does not apply: a
 * non-null variable with a default (`$n: Int! = 1`), or an input object with a non-null field
 * with a default (`choices: [BuildChoiceInput!]! = []`), at any depth. Left out, graphql-js
 * takes the default and graphql-jit refuses the value ("was not provided").
 */
function variablesWithDefaults(schema: GraphQLSchema, definitions: readonly VariableDefinitionNode[]): VariableWithDefaults[] {
  const holdsDefaults = (type: GraphQLInputType, visiting = new Set<GraphQLInputType>()): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || visiting.has(named)) return false;
    visiting.add(named);
    const holds = Object.values(named.getFields()).some(
      (field) => (isNonNullType(field.type) && field.defaultValue !== undefined) || holdsDefaults(field.type, visiting),
    );
    visiting.delete(named);
    return holds;
  };
  return definitions.flatMap((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) return [];
    const hasDefault = !!definition.defaultValue && isNonNullType(type);
    return hasDefault || holdsDefaults(type) ? [{ name: definition.variable.name.value, type, hasDefault }] : [];
  });
}

/**
 * Whether graphql-jit reads these variables as graphql-js does: none of the defaults it does not
 * apply is left out. Otherwise the request runs on graphql-js, which applies them.
 */
function variablesJitReads(variables: readonly VariableWithDefaults[], values: Record<string, unknown>): boolean {
  return variables.every(({ name, type, hasDefault }) =>
    Object.hasOwn(values, name) ? !leavesOutDefault(type, values[name]) : !hasDefault,
  );
}

/** Whether `value` leaves out an input field that is non-null and has a default, at any depth. */
function leavesOutDefault(type: GraphQLInputType, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (isNonNullType(type)) return leavesOutDefault(type.ofType, value);
  if (isListType(type)) {
    return Array.isArray(value)
      ? value.some((item) => leavesOutDefault(type.ofType, item))
      : leavesOutDefault(type.ofType, value);
  }
  if (!isInputObjectType(type) || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return Object.values(type.getFields()).some((field) =>
    Object.hasOwn(fields, field.name)
      ? leavesOutDefault(field.type, fields[field.name])
      : isNonNullType(field.type) && field.defaultValue !== undefined,
  );
}

/** At most one log line per this while the database stays unreachable (not one per request). */
const OUTAGE_LOG_INTERVAL_MS = 10_000;
let lastOutageLog = 0;

/**
 * A resolver's error that only says the database is unreachable becomes SERVICE_UNAVAILABLE with
 * a shopper's message (the masking passes it; the driver's text, which may hold SQL, is dropped).
 */
export function unavailableErrors(errors: readonly GraphQLError[], store?: string): GraphQLError[] {
  return errors.map((error) => {
    if (!isDatabaseUnavailable(error.originalError)) return error;
    const now = Date.now();
    if (now - lastOutageLog >= OUTAGE_LOG_INTERVAL_MS) {
      lastOutageLog = now;
      logger().warn({ err: error.originalError }, 'database unavailable: answering SERVICE_UNAVAILABLE');
    }
    return new GraphQLError(serviceUnavailableMessage(store), {
      path: error.path,
      extensions: { code: SERVICE_UNAVAILABLE },
    });
  });
}
