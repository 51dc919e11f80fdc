import { ttlMemo } from '../../shared/ttl-cache';
import type { ShippingRepository } from './shipping.repository';
import type { ShippingRate } from './shipping.types';

/** Delivery rates by country (reference data: held in memory for the reference TTL). */
export class ShippingService {
  private readonly rates: (key: void) => Promise<ShippingRate[]>;

  constructor(repository: ShippingRepository, referenceTtlMs = 0) {
    this.rates = ttlMemo<void, ShippingRate[]>(() => repository.listRates(), referenceTtlMs);
  }

  /** The rate of a method to a country, or null when the shop has none there. */
  async rate(countryCode: string | null, method: ShippingRate['method'] = 'standard'): Promise<ShippingRate | null> {
    if (!countryCode) return null;
    return (await this.rates(undefined)).find((r) => r.countryCode === countryCode && r.method === method) ?? null;
  }
}
