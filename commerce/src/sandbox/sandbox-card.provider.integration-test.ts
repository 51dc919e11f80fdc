import type { Db } from '../db/client';
import { openFreshDatabase } from '../db/fresh-database';
import { SandboxCardProvider } from './sandbox-card.provider';

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let provider: SandboxCardProvider;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_sandbox_card' });
  await fresh.database.migrate();
  provider = new SandboxCardProvider(fresh.database.db, 'sandbox-secret-0123456789');
});
afterAll(() => fresh.dispose());

const authorised = async () => {
  const charge = await provider.authorise({
    card: { number: '4242 4242 4242 4242' },
    amount: 12_34,
    currency: 'GBP',
    idempotencyKey: 'key',
  });
  expect(charge).toMatchObject({ status: 'authorised', amount: 12_34, cardLast4: '4242' });
  return charge.reference;
};

/**
 * The order's transaction reaches the sandbox's ledger through the port's opaque `ProviderCall`:
 * a capture made in it is the order's, committed or rolled back with it.
 */
describe('the sandbox provider’s ledger in the order’s transaction', () => {
  it('keeps a capture made in a transaction that commits, and sees it inside that transaction', async () => {
    const reference = await authorised();
    await fresh.database.db.transaction(async (tx: Db) => {
      await provider.capture(reference, 12_34, { transaction: tx });
      expect(await provider.lookup(reference, { transaction: tx })).toMatchObject({ status: 'closed' });
    });
    expect(await provider.lookup(reference)).toMatchObject({ status: 'closed' });
  });

  it('forgets a capture made in a transaction that rolls back: the charge is still authorised', async () => {
    const reference = await authorised();
    await expect(
      fresh.database.db.transaction(async (tx: Db) => {
        await provider.capture(reference, 12_34, { transaction: tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await provider.lookup(reference)).toMatchObject({ status: 'authorised' });
    // Still capturable once, and not for more than was authorised.
    await expect(provider.capture(reference, 12_35)).rejects.toThrow('cannot be captured');
    await provider.capture(reference, 12_34);
    expect(await provider.lookup(reference)).toMatchObject({ status: 'closed' });
  });
});
