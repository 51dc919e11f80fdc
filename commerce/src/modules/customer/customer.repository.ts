import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customers,
  customerSessions,
  passwordResetTokens,
  salesOrderItems,
  salesOrders,
  type OrderAddressSnapshot,
} from './customer.tables';
import type { AddressInput, Customer, CustomerAddress, Order, OrderItem, StoreLocale } from './customer.types';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;
type OrderRow = typeof salesOrders.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  store: row.store as StoreLocale,
  isSubscribed: row.isSubscribed,
  defaultShippingId: row.defaultShippingId,
  defaultBillingId: row.defaultBillingId,
  createdAt: row.createdAt,
});

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

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  number: row.number,
  customerId: row.customerId,
  status: row.status,
  currency: row.currency,
  subtotal: row.subtotal,
  shippingAmount: row.shippingAmount,
  grandTotal: row.grandTotal,
  shippingMethod: row.shippingMethod,
  paymentMethod: row.paymentMethod,
  shippingAddress: row.shippingAddress,
  billingAddress: row.billingAddress,
  certificate:
    row.certificateIssuer && row.certificateAmount !== null
      ? { issuer: row.certificateIssuer, amount: row.certificateAmount }
      : null,
  createdAt: row.createdAt,
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

export type NewSession = {
  customerId: string;
  familyId: string;
  tokenHash: string;
  refreshTokenHash: string;
  expiresAt: Date;
  refreshExpiresAt: Date;
};

export type StoredSession = NewSession & { id: string; rotatedAt: Date | null; revokedAt: Date | null };

export type NewOrder = {
  number: string;
  customerId: string | null;
  store: StoreLocale;
  status: string;
  currency: string;
  subtotal: number;
  shippingAmount: number;
  grandTotal: number;
  shippingMethod?: string | null;
  paymentMethod?: string | null;
  shippingAddress?: OrderAddressSnapshot | null;
  billingAddress?: OrderAddressSnapshot | null;
  certificate?: { issuer: string; amount: number } | null;
  createdAt?: Date;
  items: { sku: string; name: string; quantity: number; price: number }[];
};

/** Customers, addresses, sessions, reset tokens and orders; the only code here that speaks Drizzle. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: CustomerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CustomerRepository(tx as unknown as Db)));
  }

  // Customers

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
    store: StoreLocale;
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

  // Addresses

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

  async insertAddress(customerId: string, input: AddressInput): Promise<CustomerAddress> {
    const [row] = await this.db
      .insert(customerAddresses)
      .values({ customerId, ...addressColumns(input) })
      .returning();
    return toAddress(row as AddressRow);
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

  // Sessions

  async insertSession(session: NewSession): Promise<void> {
    await this.db.insert(customerSessions).values(session);
  }

  /** The live session (not revoked, not expired) whose access token has this hash. */
  async findLiveSession(tokenHashValue: string, now: Date): Promise<{ id: string; customerId: string } | null> {
    const [row] = await this.db
      .select({ id: customerSessions.id, customerId: customerSessions.customerId })
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.tokenHash, tokenHashValue),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, now),
        ),
      );
    return row ?? null;
  }

  async findSessionByRefreshHash(refreshHash: string): Promise<StoredSession | null> {
    const [row] = await this.db.select().from(customerSessions).where(eq(customerSessions.refreshTokenHash, refreshHash));
    return row ?? null;
  }

  /**
   * Marks a live session as rotated and revoked; false when another request got there first (the
   * refresh token was already used), so exactly one renewal wins.
   */
  async rotateSession(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerSessions)
      .set({ rotatedAt: now, revokedAt: now })
      .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
      .returning({ id: customerSessions.id });
    return rows.length > 0;
  }

  async revokeSessionByTokenHash(tokenHashValue: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.tokenHash, tokenHashValue), isNull(customerSessions.revokedAt)));
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.familyId, familyId), isNull(customerSessions.revokedAt)));
  }

  async revokeAllSessions(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  }

  // Password reset tokens

  async insertResetToken(values: { tokenHash: string; customerId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(values);
  }

  /** Uses a valid reset token (unused, unexpired) and returns its customer; null otherwise. */
  async consumeResetToken(tokenHashValue: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHashValue),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetTokens.customerId });
    return rows[0]?.customerId ?? null;
  }

  /** Marks every outstanding reset token of the customer used (after a reset or password change). */
  async invalidateResetTokens(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  }

  // Orders

  /** A page of a customer's orders, newest first, optionally only the one with `number`. */
  async listOrders(
    customerId: string,
    options: { number?: string | null; offset: number; limit: number },
  ): Promise<{ items: Order[]; totalCount: number }> {
    const where = and(
      eq(salesOrders.customerId, customerId),
      options.number ? eq(salesOrders.number, options.number) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(salesOrders)
        .where(where)
        .orderBy(desc(salesOrders.createdAt), desc(salesOrders.number))
        .offset(options.offset)
        .limit(options.limit),
      this.db.select({ n: count() }).from(salesOrders).where(where),
    ]);
    return { items: rows.map(toOrder), totalCount: total?.n ?? 0 };
  }

  /** Items of several orders at once (for a DataLoader), in their order position. */
  async listOrderItems(orderIds: readonly string[]): Promise<OrderItem[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(salesOrderItems)
      .where(inArray(salesOrderItems.orderId, [...orderIds]))
      .orderBy(asc(salesOrderItems.position), asc(salesOrderItems.id));
    return rows.map((r) => ({ id: r.id, orderId: r.orderId, sku: r.sku, name: r.name, quantity: r.quantity, price: r.price }));
  }

  /** Records an order with its items (checkout's write; also used by tests and the benchmark). */
  async insertOrder(order: NewOrder): Promise<Order> {
    return this.transaction(async (repository) => {
      const [row] = await repository.db
        .insert(salesOrders)
        .values({
          number: order.number,
          customerId: order.customerId,
          store: order.store,
          status: order.status,
          currency: order.currency,
          subtotal: order.subtotal,
          shippingAmount: order.shippingAmount,
          grandTotal: order.grandTotal,
          shippingMethod: order.shippingMethod ?? null,
          paymentMethod: order.paymentMethod ?? null,
          shippingAddress: order.shippingAddress ?? null,
          billingAddress: order.billingAddress ?? null,
          certificateIssuer: order.certificate?.issuer ?? null,
          certificateAmount: order.certificate?.amount ?? null,
          createdAt: order.createdAt ?? new Date(),
        })
        .returning();
      if (order.items.length) {
        await repository.db
          .insert(salesOrderItems)
          .values(order.items.map((item, position) => ({ orderId: (row as OrderRow).id, position, ...item })));
      }
      return toOrder(row as OrderRow);
    });
  }
}
