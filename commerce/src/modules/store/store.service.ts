import { ttlMemo } from '../../shared/ttl-cache';
import { NO_IP_ADDRESS_FOUND } from './store.errors';
import type { StoreRepository } from './store.repository';
import {
  isCrossBorderCheckoutEnabled,
  isIpInNetworks,
  parseNetworks,
  selectCountry,
  shopOfAddress,
  type LocationHints,
  type ParsedRange,
} from './store.rules';
import type { Country, FeatureFlag, Shop, ShopperLocation } from './store.types';

export type StoreIpResult = { isStoreIp: boolean; error: string | null };

/** Countries, shopper location, store networks and feature flags. */
export class StoreService {
  private readonly countries: (key: void) => Promise<Country[]>;
  private readonly networks: (key: void) => Promise<ReturnType<typeof parseNetworks>>;
  private readonly flags: (key: void) => Promise<FeatureFlag[]>;
  private readonly shopList: (key: void) => Promise<Shop[]>;
  private readonly shopNetworks: (key: void) => Promise<{ range: ParsedRange; shopCode: string | null }[]>;

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
    this.shopList = ttlMemo<void, Shop[]>(() => repository.listShops(), referenceTtlMs);
    this.shopNetworks = ttlMemo(async () => {
      const networks = await repository.listNetworks();
      return networks.flatMap(({ cidr, shopCode }) => parseNetworks([cidr]).map((range) => ({ range, shopCode })));
    }, referenceTtlMs);
  }

  /** The shop's stores, in display order (click and collect). */
  shops(): Promise<Shop[]> {
    return this.shopList(undefined);
  }

  /** The store whose network `ipAddress` is on, or null (the collection screen's check). */
  async shopAt(ipAddress: string | null | undefined): Promise<Shop | null> {
    const ip = ipAddress?.trim();
    if (!ip) return null;
    const code = shopOfAddress(ip, await this.shopNetworks(undefined));
    return code ? ((await this.shops()).find((shop) => shop.code === code) ?? null) : null;
  }

  /** Whether international orders from `country` go to the cross-border partner (flag and country). */
  async crossBorderCheckout(country: Country): Promise<boolean> {
    const flag = (await this.flags(undefined)).find((f) => f.key === 'international_checkout');
    return isCrossBorderCheckoutEnabled(flag?.enabled ?? false, country);
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
