import type { ApolloGateway } from '@apollo/gateway';
import { buildSchema, GraphQLError, parse, type ExecutionResult } from 'graphql';
import { asFetchError, SingleFetchRouter } from './single-fetch';

describe('asFetchError: a directly executed subgraph error, as the gateway passes a fetch error on', () => {
  const node = parse('{ products { total_count } }').definitions[0]!;

  it('keeps the message, path and code, adds the subgraph name and drops the locations', () => {
    const error = new GraphQLError('pageSize must be between 1 and 200.', {
      nodes: [node],
      path: ['products'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(error.locations).toBeDefined();
    const passed = asFetchError(error, 'catalogue');
    expect(passed.toJSON()).toEqual({
      message: 'pageSize must be between 1 and 200.',
      path: ['products'],
      extensions: { code: 'BAD_USER_INPUT', serviceName: 'catalogue' },
    });
    expect(passed.originalError).toBe(error);
  });

  it('names an error without a code DOWNSTREAM_SERVICE_ERROR (masked for the shopper), and a missing message', () => {
    const thrown = new GraphQLError('relation "product" does not exist', { path: ['products'], originalError: new Error('x') });
    expect(asFetchError(thrown, 'catalogue').extensions).toEqual({ code: 'DOWNSTREAM_SERVICE_ERROR', serviceName: 'catalogue' });
    expect(asFetchError(new GraphQLError(''), 'menus').message).toBe('Error while fetching subquery from service "menus"');
  });
});

describe('SingleFetchRouter: when the direct path gives way to the gateway', () => {
  const schema = buildSchema('type Query { menu: String }');
  const document = parse('{ menu }');
  const plan = {
    kind: 'QueryPlan',
    node: { kind: 'Fetch', serviceName: 'menus', operationKind: 'query', operation: '{ menu }' },
  };

  /** A router over one fake local subgraph, its gateway executor, and what the inner gateway was asked. */
  async function setUp(execute: () => Promise<ExecutionResult>) {
    const router = new SingleFetchRouter(new Map([['menus', { schema, serviceName: 'menus', execute }]]));
    const inner = jest.fn(async () => ({ data: { menu: null }, errors: [new GraphQLError('planned')] }));
    const gateway = router.gateway({
      load: async () => ({ executor: inner }),
      onSchemaLoadOrUpdate: () => () => undefined,
      stop: async () => undefined,
    } as unknown as ApolloGateway);
    const { executor } = await gateway.load({ apollo: {} as never });
    const requestContext = { document, request: { variables: {} }, schema, context: {} } as unknown as Parameters<
      NonNullable<typeof executor>
    >[0];
    router.didResolveQueryPlan({ queryPlan: plan, requestContext } as never);
    return { run: () => executor!(requestContext), inner };
  }

  it('answers a recorded single-fetch query on the subgraph, without the gateway', async () => {
    const { run, inner } = await setUp(async () => ({ data: { menu: 'Bikes' } }));
    expect(await run()).toEqual({ data: { menu: 'Bikes' } });
    expect(inner).not.toHaveBeenCalled();
  });

  it('hands an execution with no data at all (the deadline had passed) to the gateway, which answers with data', async () => {
    const timedOut = new GraphQLError('The request took too long and was stopped.', { extensions: { code: 'REQUEST_TIMEOUT' } });
    const { run, inner } = await setUp(async () => ({ errors: [timedOut] }));
    expect(await run()).toEqual({ data: { menu: null }, errors: [new GraphQLError('planned')] });
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
