import { BATCH_REFUSED_MESSAGE, batchRefusal, GRAPHQL_MAX_BATCH_OPERATIONS, isBatchBody } from './graphql-batch';

describe('GraphQL batches (one rule for the gateway and the web’s /graphql proxy)', () => {
  it.each([
    ['an array', '[{"query":"{ a }"}]', true],
    ['an array after JSON whitespace', ' \r\n\t[{"query":"{ a }"}]', true],
    ['one operation', '{"query":"{ a }"}', false],
    ['an operation with an array inside', '{"query":"{ a }","variables":{"ids":[1]}}', false],
    ['an empty body', '', false],
    ['whitespace only', '  \n', false],
    ['an array after something that is not JSON whitespace', '\u00a0[{}]', false],
  ])('%s is a batch: %s', (_name, body, expected) => {
    expect(isBatchBody(body)).toBe(expected);
    expect(isBatchBody(Buffer.from(body))).toBe(expected);
  });

  it('takes a batch only from the shop’s own servers, and only up to its size', () => {
    expect(batchRefusal(2, false)).toEqual({ status: 400, message: BATCH_REFUSED_MESSAGE });
    expect(batchRefusal(2, true)).toBeNull();
    expect(batchRefusal(GRAPHQL_MAX_BATCH_OPERATIONS, true)).toBeNull();
    expect(batchRefusal(GRAPHQL_MAX_BATCH_OPERATIONS + 1, true)).toEqual({
      status: 400,
      message: `A batch holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations.`,
    });
  });
});
