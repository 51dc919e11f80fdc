import { eq, sql } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { dispatchDate } from '../../shared/working-calendar';
import { LEAD_TIME_DAYS } from './catalogue.rules';
import { products } from './catalogue.tables';

/**
 * The configurator dates a build as the cart dates the bike once it is added: by its frame's lead
 * time (catalogue.rules leadTimeDays). It used the bike's ten working days whatever the frame, and
 * agreed with the cart only while the seed kept fast delivery off configurable frames (a review).
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
const clock = new Date('2026-11-25T10:00:00Z');
const scope = { store: 'en-GB', currency: 'GBP', countryCode: 'GB' } as const;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_configurator_dispatch' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0, catalogueTtlMs: 0, now: () => clock });
}, 120_000);

afterAll(async () => {
  await commerce?.close();
  await fresh?.dispose();
});

it('dates a build by its frame’s lead time, a fast-delivery frame the next working day', async () => {
  const view = (await commerce.configurator.configurator(scope, 'cgr-ti'))!;
  const frame = view.frames.find((f) => f.urlKey === view.defaultFrame)!;
  const build = { frame: frame.urlKey, size: frame.sizes[0]!.value, choices: {} };
  expect((await commerce.configurator.priceBuild(scope, 'cgr-ti', build))!.dispatchDate).toBe(
    dispatchDate(clock, LEAD_TIME_DAYS.bike),
  );

  await fresh.database.db
    .update(products)
    .set({ attributes: sql`${products.attributes} || '{"fast_delivery":["yes"]}'::jsonb` })
    .where(eq(products.id, frame.productId));
  expect((await commerce.configurator.priceBuild(scope, 'cgr-ti', build))!.dispatchDate).toBe(
    dispatchDate(clock, LEAD_TIME_DAYS.fastDelivery),
  );
});
