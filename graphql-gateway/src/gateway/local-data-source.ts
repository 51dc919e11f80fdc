import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

type SubgraphResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/**
 * An in-process subgraph like @apollo/gateway's LocalGraphQLDataSource, but each subgraph
 * operation the query planner sends is parsed and validated once, not on every request: the
 * planner's fetches repeat for every execution of the same client operation, and parsing plus
 * validation was a tenth of the gateway's CPU time on a category listing.
 */
export class CachedLocalDataSource<TContext extends Record<string, unknown>> implements GraphQLDataSource<TContext> {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    readonly schema: GraphQLSchema,
    private readonly maxDocuments = 2000,
  ) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions<TContext>): Promise<SubgraphResponse> {
    // A request whose time is up starts no further subgraph work (the client has had its answer).
    const deadline = (context as { deadline?: unknown }).deadline;
    if (typeof deadline === 'number' && Date.now() > deadline) {
      return {
        errors: [{ message: 'The request took too long and was stopped.', extensions: { code: 'REQUEST_TIMEOUT' } }],
      } as SubgraphResponse;
    }
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
      if (this.documents.size >= this.maxDocuments) this.documents.delete(this.documents.keys().next().value as string);
      this.documents.set(source, document);
    }
    const result = await execute({
      schema: this.schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
    return result as unknown as SubgraphResponse;
  }
}
