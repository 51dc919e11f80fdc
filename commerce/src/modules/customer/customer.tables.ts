import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** A registered customer (spec §3 "Customer", "Registration"). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed by the customer; uniqueness and look-ups use the lower-cased form. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id PHC string (m=19456 KiB, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    /** The storefront the customer registered on; their emails are written in its language. */
    store: varchar('store', { length: 5 }).notNull(),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    defaultShippingId: integer('default_shipping_id'),
    defaultBillingId: integer('default_billing_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** An address-book entry (spec §3 "Address labels"). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    street1: text('street_1').notNull(),
    street2: text('street_2'),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    region: text('region'),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

/**
 * A signed-in session. Only SHA-256 hashes of the opaque tokens are stored, so a database leak
 * gives no usable token, and sign-out or a password change revokes by marking the row. Refresh
 * tokens rotate: renewing revokes this row and starts a new one in the same family; a rotated
 * refresh token presented again revokes the whole family (it was stolen or replayed).
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the refresh token was exchanged for a new session. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId), index('customer_sessions_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens (hashed), valid for a limited time. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);
