import { ttlMemo } from '../../shared/ttl-cache';
import { NO_IP_ADDRESS_FOUND } from './store.errors';
import type { StoreRepository } from './store.repository';
import { isIpInNetworks, parseNetworks, selectCountry, type LocationHints } from './store.rules';
import type { Country, FeatureFlag, ShopperLocation } from './store.types';

export type StoreIpResult = { isStoreIp: boolean; error: string | null };

/** Countries, shopper location, store networks and feature flags. */
export class StoreService {
  private readonly countries: (key: void) => Promise<Country[]>;
  private readonly networks: (key: void) => Promise<ReturnType<typeof parseNetworks>>;
  private readonly flags: (key: void) => Promise<FeatureFlag[]>;

  constructor(
    private readonly repository: StoreRepository,
    referenceTtlMs: number,
  ) {
    this.countries = ttlMemo<void, Country[]>(() => repository.listCountries(), referenceTtlMs);
    this.networks = ttlMemo<void, ReturnType<typeof parseNetworks>>(
      async () => parseNetworks(await repository.listNetworkCidrs()),
      referenceTtlMs,
    );
    this.flags = ttlMemo<void, FeatureFlag[]>(() => repository.listFeatureFlags(), referenceTtlMs);
  }

  /** Every country the shop sells into, in display order. */
  listCountries(): Promise<Country[]> {
    return this.countries(undefined);
  }

  /** Batch lookup by code (for DataLoader); unknown codes give null in their slot. */
  async findCountries(codes: readonly string[]): Promise<(Country | null)[]> {
    const all = await this.countries(undefined);
    const byCode = new Map(all.map((c) => [c.code, c]));
    return codes.map((code) => byCode.get(code.toUpperCase()) ?? null);
  }

  /** The shopper's country by the spec's fallback order (explicit, cookie, edge, first). */
  async shopperLocation(hints: LocationHints): Promise<ShopperLocation | null> {
    return selectCountry(hints, await this.countries(undefined));
  }

  /** Whether `ipAddress` belongs to one of the shop's store networks. */
  async isStoreIp(ipAddress: string | null | undefined): Promise<StoreIpResult> {
    const ip = ipAddress?.trim();
    if (!ip) return { isStoreIp: false, error: NO_IP_ADDRESS_FOUND };
    return { isStoreIp: isIpInNetworks(ip, await this.networks(undefined)), error: null };
  }

  listFeatureFlags(): Promise<FeatureFlag[]> {
    return this.flags(undefined);
  }
}
