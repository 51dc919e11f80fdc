import { count, eq, sql } from 'drizzle-orm';
import { cycleToWorkCertificates } from '../../modules/payments/payments.tables';
import { shops, storeNetworks } from '../../modules/store/store.tables';
import type { Db } from '../client';

/** The shop's stores (click and collect) and the networks inside each. */
const SHOPS = [
  {
    code: 'LDN',
    names: { 'en-GB': 'London flagship store', 'de-DE': 'Flagship-Store London' },
    street: '12 Clerkenwell Road',
    city: 'London',
    postcode: 'EC1M 5PQ',
    countryCode: 'GB',
    networks: ['London flagship store', 'London flagship store (IPv6)', 'Test store network'],
  },
  {
    code: 'MAN',
    names: { 'en-GB': 'Manchester store', 'de-DE': 'Store Manchester' },
    street: '48 Oldham Street',
    city: 'Manchester',
    postcode: 'M4 1LE',
    countryCode: 'GB',
    networks: ['Manchester store'],
  },
] as const;

/**
 * Cycle to Work schemes and the test certificates each has issued (listed in the README): amounts
 * in pounds, a few of each so tests and people can use them, one expired.
 */
export const CERTIFICATE_SCHEMES = [
  { issuer: 'Cyclescheme', prefix: 'CS', amount: 1000 },
  { issuer: 'Cycle2Work', prefix: 'C2W', amount: 2500 },
  { issuer: 'Green Commute Initiative', prefix: 'GCI', amount: 500 },
  { issuer: 'Bike2Work', prefix: 'B2W', amount: 750 },
  { issuer: 'Vivup', prefix: 'VIV', amount: 1500 },
] as const;
export const CERTIFICATES_PER_SCHEME = 40;
export const certificateCode = (prefix: string, n: number): string => `${prefix}-TEST-${String(n).padStart(4, '0')}`;

/** Stores, their networks and Cycle to Work certificates; runs on new and already-seeded databases alike. */
export async function seedCheckout(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(shops);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7250003)`);
    const [again] = await tx.select({ n: count() }).from(shops);
    if ((again?.n ?? 0) > 0) return;
    await tx
      .insert(shops)
      .values(SHOPS.map(({ networks: _networks, ...shop }, position) => ({ ...shop, names: { ...shop.names }, position })));
    for (const shop of SHOPS) {
      for (const name of shop.networks) {
        await tx.update(storeNetworks).set({ shopCode: shop.code }).where(eq(storeNetworks.name, name));
      }
    }
    await tx.insert(cycleToWorkCertificates).values(
      CERTIFICATE_SCHEMES.flatMap((scheme) =>
        Array.from({ length: CERTIFICATES_PER_SCHEME }, (_, i) => ({
          code: certificateCode(scheme.prefix, i + 1),
          issuer: scheme.issuer,
          amount: scheme.amount,
          currency: 'GBP',
          // The last certificate of each scheme has expired (to try the message).
          expiresAt: i + 1 === CERTIFICATES_PER_SCHEME ? new Date('2025-03-31T23:59:59Z') : new Date('2030-12-31T23:59:59Z'),
        })),
      ),
    );
  });
}
