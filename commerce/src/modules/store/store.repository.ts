import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, featureFlags, shops, storeNetworks } from './store.tables';
import type { Country, FeatureFlag, Shop } from './store.types';

/** Reads countries, store networks and feature flags; the only code here that speaks Drizzle. */
export class StoreRepository {
  constructor(private readonly db: Db) {}

  async listCountries(): Promise<Country[]> {
    const rows = await this.db.select().from(countries).orderBy(asc(countries.position));
    return rows.map(toCountry);
  }

  async findCountries(codes: readonly string[]): Promise<Country[]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .select()
      .from(countries)
      .where(inArray(countries.code, [...codes]));
    return rows.map(toCountry);
  }

  async listNetworkCidrs(): Promise<string[]> {
    const rows = await this.db.select({ cidr: storeNetworks.cidr }).from(storeNetworks);
    return rows.map((r) => r.cidr);
  }

  /** Store networks with the store each is in (null: a network of no collection store). */
  async listNetworks(): Promise<{ cidr: string; shopCode: string | null }[]> {
    return this.db.select({ cidr: storeNetworks.cidr, shopCode: storeNetworks.shopCode }).from(storeNetworks);
  }

  async listShops(): Promise<Shop[]> {
    const rows = await this.db.select().from(shops).orderBy(asc(shops.position));
    return rows.map((r) => ({
      code: r.code,
      names: r.names,
      street: r.street,
      city: r.city,
      postcode: r.postcode,
      countryCode: r.countryCode,
    }));
  }

  async listFeatureFlags(): Promise<FeatureFlag[]> {
    const rows = await this.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
    return rows.map((r) => ({ key: r.key, enabled: r.enabled, description: r.description }));
  }
}

function toCountry(row: typeof countries.$inferSelect): Country {
  return {
    code: row.code,
    names: row.names,
    currency: row.currency,
    currencySign: row.currencySign,
    eswCode: row.eswCode,
    locale: row.locale,
    icon: row.icon,
    partnerEnabled: row.partnerEnabled,
  };
}
