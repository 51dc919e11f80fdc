import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { storefrontOrigins } from '@cadence/server-kit/storefronts';
import { repoRoot } from './shared/paths';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR/pglite is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Whether PostgreSQL connections prepare their statements (off behind a pooler that cannot keep them, such as PgBouncer in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /** Where embedded state lives (PGlite files, mail outbox). */
  DATA_DIR: z.string().min(1).optional(),
  /** Seed the database when it is empty (idempotent). */
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  /** Redis for rate limits shared by every replica; in-process memory when absent. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Mail server (smtp://host:port); without it emails are written as .eml files to DATA_DIR/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('"Cadence Cycles" <hello@cadence-cycles.local>'),
  /** Log links of emails (they carry tokens): on only in development with the file outbox. */
  MAIL_LOG_LINKS: z.enum(['true', 'false']).optional(),
  BRAND_NAME: z.string().min(1).default('Cadence Cycles'),
  /** Scales every authentication rate limit (1 = the shop's limits; the load benchmark raises it). */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().positive().default(1),
  /** Public origins of the storefronts, for links in emails (server-kit storefrontOrigins: else from the domains). */
  SITE_URL_EN: z.url().optional(),
  SITE_URL_DE: z.url().optional(),
  /** The storefronts' domains (https), where no SITE_URL_* is given. */
  SITE_DOMAIN_EN: z.string().optional(),
  SITE_DOMAIN_DE: z.string().optional(),
  /** Secret of the card provider's webhook signatures (the built-in sandbox signs with it too). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The cross-border checkout partner's checkout page (the partner sandbox locally). */
  PARTNER_CHECKOUT_URL: z.url().default('http://127.0.0.1:4900/checkout'),
  /** Secret shared with the partner: signs the hand-off and the partner's order webhooks. */
  PARTNER_SHARED_SECRET: z.string().min(16).optional(),
  /** Secret of the warehouse's fulfilment webhook (orders dispatched, delivered, collected, cancelled). */
  FULFILMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The finance lender's application page (the lender sandbox locally). */
  LENDER_APPLICATION_URL: z.url().default('http://127.0.0.1:4910/apply'),
  /** Secret shared with the lender: signs the application hand-off and the lender's decision webhooks. */
  LENDER_SHARED_SECRET: z.string().min(16).optional(),
});

/** The partner sandbox's development secret (`npm start` makes one per start and gives it to both). */
const DEVELOPMENT_PARTNER_SECRET = 'partner-sandbox-secret-for-development';
/** The lender sandbox's development secret (likewise). */
const DEVELOPMENT_LENDER_SECRET = 'lender-sandbox-secret-for-development';

/** The sandbox's development secret: fine on a laptop, refused in production. */
const DEVELOPMENT_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development';

export type CommerceEnv = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string | undefined;
  databasePreparedStatements: boolean;
  dataDir: string;
  seedOnStart: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailLogLinks: boolean;
  brand: string;
  authRateLimitMultiplier: number;
  siteUrls: { 'en-GB': string; 'de-DE': string };
  paymentWebhookSecret: string;
  partner: { checkoutUrl: string; secret: string };
  lender: { applicationUrl: string; secret: string };
  fulfilmentWebhookSecret: string;
}>;

/**
 * Parses the commerce configuration from `source` (process.env by default) and fails fast with a
 * message naming the offending variable.
 */
export function loadCommerceEnv(source: NodeJS.ProcessEnv = process.env): CommerceEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid commerce configuration: ${problems}`);
  }
  const v = parsed.data;
  if (v.NODE_ENV === 'production' && !v.PAYMENT_WEBHOOK_SECRET) {
    console.warn(
      '[commerce] PAYMENT_WEBHOOK_SECRET is not set: payment webhooks are refused (a random secret no sender knows is used).',
    );
  }
  if (v.NODE_ENV === 'production' && !v.PARTNER_SHARED_SECRET) {
    console.warn(
      '[commerce] PARTNER_SHARED_SECRET is not set: the cross-border partner cannot confirm orders (a random secret is used).',
    );
  }
  if (v.NODE_ENV === 'production' && !v.LENDER_SHARED_SECRET) {
    console.warn('[commerce] LENDER_SHARED_SECRET is not set: the lender cannot report decisions (a random secret is used).');
  }
  return Object.freeze({
    nodeEnv: v.NODE_ENV,
    databaseUrl: v.DATABASE_URL,
    databasePreparedStatements: v.DATABASE_PREPARED_STATEMENTS === 'on',
    dataDir: path.resolve(v.DATA_DIR ?? path.join(repoRoot(), '.data')),
    seedOnStart: v.SEED_ON_START === 'true',
    redisUrl: v.REDIS_URL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailLogLinks: v.MAIL_LOG_LINKS ? v.MAIL_LOG_LINKS === 'true' : v.NODE_ENV === 'development' && !v.SMTP_URL,
    brand: v.BRAND_NAME,
    authRateLimitMultiplier: v.AUTH_RATE_LIMIT_MULTIPLIER,
    siteUrls: storefrontOrigins(v),
    // Never the well-known development secret in production: a random one nobody can sign with.
    paymentWebhookSecret:
      v.PAYMENT_WEBHOOK_SECRET ?? (v.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEVELOPMENT_WEBHOOK_SECRET),
    fulfilmentWebhookSecret:
      v.FULFILMENT_WEBHOOK_SECRET ??
      (v.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : 'fulfilment-webhook-secret-for-development'),
    partner: {
      checkoutUrl: v.PARTNER_CHECKOUT_URL,
      secret:
        v.PARTNER_SHARED_SECRET ?? (v.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEVELOPMENT_PARTNER_SECRET),
    },
    lender: {
      applicationUrl: v.LENDER_APPLICATION_URL,
      secret:
        v.LENDER_SHARED_SECRET ?? (v.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEVELOPMENT_LENDER_SECRET),
    },
  });
}
