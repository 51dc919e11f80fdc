import { PROXY_SECRET_HEADER } from '@cadence/server-kit/client-address';
import { loadGatewayEnv } from '../env';
import { hardenedGraphQL, MAX_DOCUMENT_TOKENS, subgraphCallerAllowed, VALUES_PER_REPRESENTATION } from './hardening';
import { MAX_VARIABLE_VALUES } from './plugins';

const SECRET = 'a-test-proxy-secret-of-32-chars!';
const env = loadGatewayEnv({ NODE_ENV: 'production' });
const withSecret = (value?: string | string[]) => ({ headers: value === undefined ? {} : { [PROXY_SECRET_HEADER]: value } });

describe('hardenedGraphQL (the one set of limits of the gateway and every subgraph)', () => {
  it('gives both the same parse bound, validation rules, refusals and masking, with introspection as configured', () => {
    const gateway = hardenedGraphQL(env, 'gateway');
    const subgraph = hardenedGraphQL(env, 'subgraph');
    for (const hardened of [gateway, subgraph]) {
      expect(hardened).toMatchObject({
        introspection: false,
        hideSchemaDetailsFromClientErrors: true,
        csrfPrevention: true,
        includeStacktraceInErrorResponses: false,
        parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
      });
      // Depth, root fields, introspection aliases; control characters, batches, variables, cost, masking.
      expect(hardened.validationRules).toHaveLength(3);
      expect(hardened.plugins).toHaveLength(5);
    }
  });

  it('lets a subgraph’s variables hold the entity representations the gateway’s cost limit allows', async () => {
    const guard = (role: 'gateway' | 'subgraph') => hardenedGraphQL(env, role).plugins[2]!;
    const bound = MAX_VARIABLE_VALUES + env.maxCost * VALUES_PER_REPRESENTATION;
    const check = async (role: 'gateway' | 'subgraph', values: number) => {
      const hooks = await guard(role).requestDidStart!({ contextValue: {} } as never);
      const variables = { r: new Array(values - 2).fill(0) };
      return hooks!.didResolveOperation!({ request: { variables }, operation: undefined, schema: {} } as never);
    };
    await expect(check('gateway', MAX_VARIABLE_VALUES + 1)).rejects.toThrow(`at most ${MAX_VARIABLE_VALUES}.`);
    await expect(check('subgraph', bound + 1)).rejects.toThrow(`at most ${bound}.`);
  });
});

describe('subgraphCallerAllowed (a subgraph answers the gateway only)', () => {
  it('takes exactly the configured proxy secret', () => {
    expect(subgraphCallerAllowed(withSecret(SECRET), SECRET)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['a wrong secret of the same length', SECRET.replace(/.$/, '?')],
    ['a prefix of it', SECRET.slice(0, -1)],
    ['the secret with more after it', `${SECRET}!`],
    ['the secret twice', [SECRET, SECRET]],
  ])('refuses %s', (_what, value) => {
    expect(subgraphCallerAllowed(withSecret(value), SECRET)).toBe(false);
  });

  it('refuses everyone when no secret is configured', () => {
    expect(subgraphCallerAllowed(withSecret(''), null)).toBe(false);
    expect(subgraphCallerAllowed(withSecret(SECRET), null)).toBe(false);
  });
});

describe('scaled mode needs PROXY_SECRET at both ends', () => {
  it('fails fast naming the variable when a subgraph is served or a remote one configured without it', () => {
    expect(() => loadGatewayEnv({ SUBGRAPH_NAME: 'catalogue' })).toThrow(
      /^Invalid gateway configuration: PROXY_SECRET: required with SUBGRAPH_NAME/,
    );
    expect(() =>
      loadGatewayEnv({ SUBGRAPH_CART_URL: 'http://cart:4106/graphql', SUBGRAPH_MENUS_URL: 'http://menus:4102/graphql' }),
    ).toThrow(/PROXY_SECRET: required with SUBGRAPH_MENUS_URL, SUBGRAPH_CART_URL/);
    expect(loadGatewayEnv({ SUBGRAPH_NAME: 'catalogue', PROXY_SECRET: SECRET }).subgraph?.name).toBe('catalogue');
    expect(loadGatewayEnv({}).remoteSubgraphs).toEqual({});
  });
});
