import type { GetServerSidePropsContext } from 'next';
import { CartReviewGetDocument } from '../../../graphql/documents/CartReviewGetDocument';
import type { ServerQueryClient } from '../../../shared/ssr/server-gateway-client';
import { upsellKind } from './upsell.kind';

/** A server client that answers every product lookup with `product` and records the URL keys asked for. */
function client(product: { type_id: string } | null): ServerQueryClient & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    query: (async (options: { query: unknown; variables?: { urlKey?: string } }) => {
      if (options.query !== CartReviewGetDocument) throw new Error('not asked');
      asked.push(options.variables?.urlKey);
      return { data: { product } };
    }) as unknown as ServerQueryClient['query'],
  };
}

const ctx = {} as GetServerSidePropsContext;
const load = (gateway: ServerQueryClient, path: string) => upsellKind.load(gateway, ctx, { path, urlKey: '', entityId: null });

describe('upsell page kind (the review path rule of routing.rules, spec §2 /{bike slug}/review)', () => {
  it('shows the review page of the bike before /review/', async () => {
    const bike = { type_id: 'child-bike' };
    const gateway = client(bike);
    await expect(load(gateway, '/cgr-al-105/review/')).resolves.toEqual({ props: { bike } });
    await expect(load(gateway, '/cgr-al-105/review/?colour=red')).resolves.toEqual({ props: { bike } });
    expect(gateway.asked).toEqual(['cgr-al-105', 'cgr-al-105']);
  });

  it('is not found, without asking, where "review" is not the last segment after a bike', async () => {
    const gateway = client({ type_id: 'child-bike' });
    for (const path of ['/customer-reviews/', '/preview-evening/', '/review/', '/cgr-al-105/review/extra/', '/reviews/x/']) {
      await expect(load(gateway, path)).resolves.toBeNull();
    }
    expect(gateway.asked).toEqual([]);
  });

  it('is not found for a product that is not a child bike, or none', async () => {
    await expect(load(client({ type_id: 'pac' }), '/bottle-cage/review/')).resolves.toBeNull();
    await expect(load(client(null), '/no-such-bike/review/')).resolves.toBeNull();
  });
});
