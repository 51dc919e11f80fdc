import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from './customer.tables';
import type { Customer } from './customer.types';

type CustomerRow = typeof customers.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  store: toStoreCode(row.store),
  isSubscribed: row.isSubscribed,
  defaultShippingId: row.defaultShippingId,
  defaultBillingId: row.defaultBillingId,
  createdAt: row.createdAt,
});

/** The customer aggregate: accounts, their credentials and profile. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async findCustomer(id: string): Promise<Customer | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row ? toCustomer(row) : null;
  }

  /** The customer with this (normalised) email and their password hash. */
  async findCredentials(email: string): Promise<{ customer: Customer; passwordHash: string } | null> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`);
    return row ? { customer: toCustomer(row), passwordHash: row.passwordHash } : null;
  }

  async passwordHash(id: string): Promise<string | null> {
    const [row] = await this.db.select({ hash: customers.passwordHash }).from(customers).where(eq(customers.id, id));
    return row?.hash ?? null;
  }

  async emailInUse(email: string, exceptCustomerId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`lower(${customers.email}) = ${email}`, exceptCustomerId ? ne(customers.id, exceptCustomerId) : undefined));
    return Boolean(row);
  }

  /** Inserts a customer; null when the email is already registered (unique index). */
  async insertCustomer(values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    store: StoreCode;
    isSubscribed: boolean;
  }): Promise<Customer | null> {
    const rows = await this.db
      .insert(customers)
      .values({ ...values, subscribedAt: values.isSubscribed ? new Date() : null })
      .onConflictDoNothing()
      .returning();
    return rows[0] ? toCustomer(rows[0]) : null;
  }

  async updateCustomer(
    id: string,
    patch: Partial<{
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      isSubscribed: boolean;
      defaultShippingId: number | null;
      defaultBillingId: number | null;
    }>,
  ): Promise<Customer | null> {
    const extra = patch.isSubscribed === undefined ? {} : { subscribedAt: patch.isSubscribed ? new Date() : null };
    const [row] = await this.db
      .update(customers)
      .set({ ...patch, ...extra, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row ? toCustomer(row) : null;
  }
}
