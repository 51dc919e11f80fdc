import { GraphQLError, parse } from 'graphql';
import { asFetchError } from './single-fetch';

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
