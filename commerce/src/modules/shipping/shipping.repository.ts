import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingRates } from './shipping.tables';
import type { ShippingRate } from './shipping.types';

export class ShippingRepository {
  constructor(private readonly db: Db) {}

  async findRate(countryCode: string, method: ShippingRate['method']): Promise<ShippingRate | null> {
    const [row] = await this.db
      .select()
      .from(shippingRates)
      .where(and(eq(shippingRates.countryCode, countryCode), eq(shippingRates.method, method)));
    return row ?? null;
  }

  listRates(): Promise<ShippingRate[]> {
    return this.db.select().from(shippingRates);
  }
}
