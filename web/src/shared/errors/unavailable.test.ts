/**
 * @jest-environment node
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { partialAnswers, partialWhenUnavailable, type ServerQueryClient } from '../ssr/server-apollo-client';
import { CatalogueRouteGetDocument } from '../../graphql/documents/CatalogueRouteGetDocument';
import { isServiceUnavailable } from './unavailable';

const graphqlErrors = (...codes: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: codes.map((code) => ({ message: code, extensions: { code } })) });

describe('a render that failed because the shop’s data is out of reach', () => {
  it('is a 503 for unavailable answers and an unreachable gateway, not for other failures', () => {
    expect(isServiceUnavailable(graphqlErrors('SERVICE_UNAVAILABLE', 'REQUEST_TIMEOUT'))).toBe(true);
    expect(isServiceUnavailable(graphqlErrors('SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isServiceUnavailable(new ServerError('503', { response: new Response('', { status: 503 }), bodyText: '' }))).toBe(
      true,
    );
    expect(isServiceUnavailable(new ServerError('500', { response: new Response('', { status: 500 }), bodyText: '' }))).toBe(
      false,
    );
    expect(isServiceUnavailable(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isServiceUnavailable(new Error('boom'))).toBe(false);
  });

  it('renders from a partial answer whose missing parts were only unavailable, and fails otherwise', () => {
    const partial = { data: { product: { name: 'CGR' }, collectionScreen: null }, error: graphqlErrors('SERVICE_UNAVAILABLE') };
    expect(partialWhenUnavailable(partial)).toEqual({ data: partial.data, error: undefined });
    expect(() => partialWhenUnavailable({ data: { product: null }, error: graphqlErrors('SERVICE_UNAVAILABLE') })).toThrow();
    expect(() => partialWhenUnavailable({ data: partial.data, error: graphqlErrors('NOT_FOUND') })).toThrow();
    const whole = { data: { product: { name: 'CGR' } }, error: undefined };
    expect(partialWhenUnavailable(whole)).toBe(whole);
  });

  describe('what a page hears of answers that were not whole (so it is not kept for every shopper)', () => {
    type Answer = { data?: unknown; error?: unknown } | Error;
    /** A page client whose gateway gives `answers` in turn, and how often `onIncomplete` was called. */
    const client = (...answers: Answer[]) => {
      let asked = 0;
      const gateway = {
        query: async () => {
          const answer = answers[asked++]!;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      } as unknown as ServerQueryClient;
      const heard = { incomplete: 0 };
      const page = partialAnswers(gateway, { onIncomplete: () => (heard.incomplete += 1) });
      return { page, heard };
    };
    const options = { query: CatalogueRouteGetDocument, variables: { urlKey: 'bikes/road' } };

    it('renders around a part out of reach, and says the page is incomplete', async () => {
      const data = { getUrlInfo: { type: 'CATEGORY' }, shopperLocation: null };
      const { page, heard } = client({ data, error: graphqlErrors('SERVICE_UNAVAILABLE') });
      expect(await page.query(options)).toEqual({ data, error: undefined });
      expect(heard.incomplete).toBe(1);
    });
    it('says so for errors a query with its own policy renders around, and for an answer that failed', async () => {
      const { page, heard } = client(
        { data: { products: null }, error: graphqlErrors('INTERNAL_SERVER_ERROR') },
        new TypeError('fetch failed'),
      );
      expect((await page.query({ ...options, errorPolicy: 'all' })).error).toBeDefined();
      await expect(page.query({ ...options, errorPolicy: 'all' })).rejects.toThrow('fetch failed');
      expect(heard.incomplete).toBe(2);
    });
    it('says nothing of whole answers', async () => {
      const { page, heard } = client({ data: { getUrlInfo: null } }, { data: { getUrlInfo: { type: 'PRODUCT' } } });
      await page.query(options);
      await page.query({ ...options, errorPolicy: 'all' });
      expect(heard.incomplete).toBe(0);
    });
  });
});
