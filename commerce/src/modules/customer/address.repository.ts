import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses } from './customer.tables';
import type { AddressInput, CustomerAddress } from './customer.types';

type AddressRow = typeof customerAddresses.$inferSelect;

const toAddress = (row: AddressRow): CustomerAddress => ({
  id: row.id,
  customerId: row.customerId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  telephone: row.telephone,
  street: row.street2 ? [row.street1, row.street2] : [row.street1],
  city: row.city,
  postcode: row.postcode,
  region: row.region,
  countryCode: row.countryCode,
});

const addressColumns = (input: AddressInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  telephone: input.telephone,
  street1: input.street[0] ?? '',
  street2: input.street[1] ?? null,
  city: input.city,
  postcode: input.postcode,
  region: input.region ?? null,
  countryCode: input.countryCode,
});

/** The address book: every read and write is scoped to the owning customer. */
export class AddressRepository {
  constructor(private readonly db: Db) {}

  /** Addresses of several customers at once (for a DataLoader), oldest first. */
  async listAddresses(customerIds: readonly string[]): Promise<CustomerAddress[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(customerAddresses)
      .where(inArray(customerAddresses.customerId, [...customerIds]))
      .orderBy(asc(customerAddresses.id));
    return rows.map(toAddress);
  }

  /** An address only when it belongs to `customerId`. */
  async findAddress(id: number, customerId: string): Promise<CustomerAddress | null> {
    const [row] = await this.db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    return row ? toAddress(row) : null;
  }

  /**
   * Adds an address while the customer's book holds fewer than `max`; null when it is full. Counted
   * and inserted under a lock per customer, so adds racing each other cannot pass the limit together.
   */
  async insertAddressWithinLimit(customerId: string, input: AddressInput, max: number): Promise<CustomerAddress | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customer_addresses:${customerId}`}, 0))`);
      const [held] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
      if ((held?.n ?? 0) >= max) return null;
      const [row] = await tx
        .insert(customerAddresses)
        .values({ customerId, ...addressColumns(input) })
        .returning();
      return toAddress(row as AddressRow);
    });
  }

  /** Updates an address of `customerId`; null when there is no such address of theirs. */
  async updateAddress(id: number, customerId: string, input: AddressInput): Promise<CustomerAddress | null> {
    const [row] = await this.db
      .update(customerAddresses)
      .set({ ...addressColumns(input), updatedAt: new Date() })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning();
    return row ? toAddress(row) : null;
  }

  /** Deletes an address of `customerId`; false when there is no such address of theirs. */
  async deleteAddress(id: number, customerId: string): Promise<boolean> {
    const rows = await this.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ id: customerAddresses.id });
    return rows.length > 0;
  }
}
