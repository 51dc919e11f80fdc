import {
  BATCH_REFUSED_CODE,
  BATCH_REFUSED_MESSAGE,
  batchRefusal,
  batchToken,
  batchTokenValid,
  GRAPHQL_MAX_BATCH_OPERATIONS,
  isBatchBody,
} from './graphql-batch';

const SECRET = 'a-proxy-secret-of-enough-length';

describe('GraphQL batches (one rule for the gateway and the web)', () => {
  it.each([
    ['an array', '[{"query":"{ a }"}]', true],
    ['an array after JSON whitespace', ' \r\n\t[{"query":"{ a }"}]', true],
    ['an array after a byte order mark (a UTF-8 decoder drops it)', '\ufeff[{"query":"{ a }"}]', true],
    ['an array after a byte order mark and whitespace', '\ufeff \n[{"query":"{ a }"}]', true],
    ['one operation', '{"query":"{ a }"}', false],
    ['an operation with an array inside', '{"query":"{ a }","variables":{"ids":[1]}}', false],
    ['an empty body', '', false],
    ['whitespace only', '  \n', false],
    ['an array after something that is not JSON whitespace', '\u00a0[{}]', false],
  ])('%s is a batch: %s', (_name, body, expected) => {
    expect(isBatchBody(body)).toBe(expected);
    expect(isBatchBody(Buffer.from(body, 'utf8'))).toBe(expected);
  });

  it('takes a batch only with the token of the configured secret, which no other secret or none gives', () => {
    const token = batchToken(SECRET);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain(SECRET);
    expect(batchTokenValid(token, SECRET)).toBe(true);
    expect(batchTokenValid(SECRET, SECRET)).toBe(false);
    expect(batchTokenValid(batchToken(`${SECRET}!`), SECRET)).toBe(false);
    expect(batchTokenValid(token.slice(0, -1) + (token.endsWith('0') ? '1' : '0'), SECRET)).toBe(false);
    expect(batchTokenValid(undefined, SECRET)).toBe(false);
    expect(batchTokenValid('', SECRET)).toBe(false);
    // Without a secret nobody batches, whatever they send.
    expect(batchTokenValid(token, null)).toBe(false);
    expect(batchTokenValid('', null)).toBe(false);
  });

  it('refuses a batch without the token, and one larger than its size', () => {
    expect(batchRefusal(2, false)).toEqual({ status: 400, code: BATCH_REFUSED_CODE, message: BATCH_REFUSED_MESSAGE });
    expect(batchRefusal(2, true)).toBeNull();
    expect(batchRefusal(GRAPHQL_MAX_BATCH_OPERATIONS, true)).toBeNull();
    expect(batchRefusal(GRAPHQL_MAX_BATCH_OPERATIONS + 1, true)).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: `A batch holds at most ${GRAPHQL_MAX_BATCH_OPERATIONS} operations.`,
    });
  });
});
