import type { Db } from '../client';
import { cycleToWorkProviders, cycleToWorkTaxBands } from '../../modules/finance/cycle-to-work.tables';

/**
 * The scheme providers UK employers use, with the certificate values the shop accepts from each and
 * the hire period (12 months). Providers without an upper limit (`maxCertificate` null) let the
 * employer set one; the others keep the classic £1,000 cap.
 */
export const cycleToWorkProviderSeed: (typeof cycleToWorkProviders.$inferInsert)[] = [
  { providerId: 'cyclescheme', name: 'Cyclescheme', minCertificate: 100, maxCertificate: null, hireMonths: 12 },
  { providerId: 'cycle2work-halfords', name: 'Cycle2Work (Halfords)', minCertificate: 100, maxCertificate: null, hireMonths: 12 },
  { providerId: 'green-commute', name: 'Green Commute Initiative', minCertificate: 100, maxCertificate: null, hireMonths: 12 },
  { providerId: 'bike2work', name: 'Bike2Work Scheme', minCertificate: 100, maxCertificate: 1_000, hireMonths: 12 },
  { providerId: 'vivup', name: 'Vivup', minCertificate: 100, maxCertificate: 1_000, hireMonths: 12 },
  { providerId: 'evans-ride2work', name: 'Evans Ride2Work', minCertificate: 200, maxCertificate: 1_000, hireMonths: 12 },
].map((provider, position) => ({ ...provider, position }));

/**
 * Income tax bands for 2026/27 (England, Wales and Northern Ireland; Scotland) and the employee
 * National Insurance rate assumed for each: the 8 % main rate up to the upper earnings limit, 2 %
 * above it. Where a band lies mostly above the limit (higher and up) the 2 % rate is assumed, the
 * cautious figure; rates change here, not in code.
 */
export const cycleToWorkTaxBandSeed: (typeof cycleToWorkTaxBands.$inferInsert)[] = [
  { bandId: 'uk-basic', region: 'UK', incomeTaxPercent: 20, nationalInsurancePercent: 8 },
  { bandId: 'uk-higher', region: 'UK', incomeTaxPercent: 40, nationalInsurancePercent: 2 },
  { bandId: 'uk-additional', region: 'UK', incomeTaxPercent: 45, nationalInsurancePercent: 2 },
  { bandId: 'scot-starter', region: 'SCOTLAND', incomeTaxPercent: 19, nationalInsurancePercent: 8 },
  { bandId: 'scot-basic', region: 'SCOTLAND', incomeTaxPercent: 20, nationalInsurancePercent: 8 },
  { bandId: 'scot-intermediate', region: 'SCOTLAND', incomeTaxPercent: 21, nationalInsurancePercent: 8 },
  { bandId: 'scot-higher', region: 'SCOTLAND', incomeTaxPercent: 42, nationalInsurancePercent: 2 },
  { bandId: 'scot-advanced', region: 'SCOTLAND', incomeTaxPercent: 45, nationalInsurancePercent: 2 },
  { bandId: 'scot-top', region: 'SCOTLAND', incomeTaxPercent: 48, nationalInsurancePercent: 2 },
].map((band, position) => ({ ...band, taxYear: '2026/27', position }));

/** Seeds the Cycle to Work tables where they are empty (a database seeded before them gets them too). */
export async function seedCycleToWork(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await tx.select().from(cycleToWorkProviders).limit(1)).length === 0) {
      await tx.insert(cycleToWorkProviders).values(cycleToWorkProviderSeed);
    }
    if ((await tx.select().from(cycleToWorkTaxBands).limit(1)).length === 0) {
      await tx.insert(cycleToWorkTaxBands).values(cycleToWorkTaxBandSeed);
    }
  });
}
