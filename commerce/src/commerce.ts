import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed/seed';
import type { CommerceEnv } from './env';
import path from 'node:path';
import { repoRoot } from './shared/paths';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { ConfiguratorService } from './modules/catalogue/configurator.service';
import { PersonalRepository } from './modules/personal/personal.repository';
import { PersonalService } from './modules/personal/personal.service';
import { ProductDetailRepository } from './modules/catalogue/product-detail.repository';
import { ProductDetailService } from './modules/catalogue/product-detail.service';
import { ContentRepository } from './modules/content/content.repository';
import { ContentService } from './modules/content/content.service';
import { BlogRepository } from './modules/content/blog.repository';
import { BlogService } from './modules/content/blog.service';
import { MenusRepository } from './modules/menus/menus.repository';
import { MenusService } from './modules/menus/menus.service';
import { RoutingRepository } from './modules/routing/routing.repository';
import { RoutingService } from './modules/routing/routing.service';
import { SitemapRepository } from './modules/routing/sitemap.repository';
import { SitemapService } from './modules/routing/sitemap.service';
import { StoreRepository } from './modules/store/store.repository';
import { StoreService } from './modules/store/store.service';
import { SearchRepository } from './modules/catalogue/search.repository';
import { SearchService } from './modules/catalogue/search.service';
import { CustomerUnitOfWork } from './modules/customer/customer.unit-of-work';
import { OrdersRepository } from './modules/orders/orders.repository';
import { OrdersService } from './modules/orders/orders.service';
import { CustomerService } from './modules/customer/customer.service';
import { Mailer } from './shared/mailer';
import { PasswordHasher } from './shared/password-hasher';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './modules/customer/rate-limiter';
import { DEFAULT_SESSION_SETTINGS, SessionService, type SessionSettings } from './modules/customer/session.service';
import { Redis } from 'ioredis';
import { CartRepository } from './modules/cart/cart.repository';
import { FinanceApplicationRepository } from './modules/finance/finance-application.repository';
import { FINANCE_ORDERS_PER_ADDRESS } from './modules/finance/finance-application.rules';
import { FinanceRepository } from './modules/finance/finance.repository';
import { FinanceService } from './modules/finance/finance.service';
import { CycleToWorkRepository } from './modules/finance/cycle-to-work.repository';
import { CycleToWorkService, QUOTE_REQUESTS, QUOTE_REQUESTS_PER_CLIENT } from './modules/finance/cycle-to-work.service';
import { CartAnswers } from './modules/cart/cart-answers';
import type { Cart } from './modules/cart/cart.types';
import { CartService, DEFAULT_CART_LIMITS } from './modules/cart/cart.service';
import { DeliveryInfoService } from './modules/cart/delivery-info.service';
import { COUPON_FAILURES_PER_ADDRESS, GUEST_CARTS_PER_ADDRESS } from './modules/cart/cart.rules';
import { PromotionsRepository } from './modules/promotions/promotions.repository';
import { PromotionsService } from './modules/promotions/promotions.service';
import { ShippingRepository } from './modules/shipping/shipping.repository';
import { ShippingService } from './modules/shipping/shipping.service';
import type { Db } from './db/client';
import { CheckoutRepository } from './modules/checkout/checkout.repository';
import { CheckoutService, DEFAULT_CHECKOUT_LIMITS } from './modules/checkout/checkout.service';
import { CARD_DECLINES_PER_ADDRESS } from './modules/checkout/checkout.rules';
import { FinanceDecisionService } from './modules/checkout/finance-decision.service';
import { PartnerCheckoutService } from './modules/checkout/partner.service';
import { PaymentsRepository } from './modules/payments/payments.repository';
import { CERTIFICATE_MISSES, CERTIFICATE_MISSES_PER_ADDRESS, PaymentsService } from './modules/payments/payments.service';
import { RateLimiter, type Limit } from './shared/rate-limiter';
import { SandboxCardProvider } from './sandbox/sandbox-card.provider';

/** The commerce backend's use cases, wired to one database. */
export type Commerce = {
  database: Database;
  store: StoreService;
  menus: MenusService;
  content: ContentService;
  routing: RoutingService;
  catalogue: CatalogueService;
  /** The v2 bike configurator: sections, options, the price and rules of a build. */
  configurator: ConfiguratorService;
  /** The personal area: a customer's saved bike designs and saved products. */
  personal: PersonalService;
  sitemap: SitemapService;
  search: SearchService;
  /** Product page data: geometry, size guide, specifications, related products, extras. */
  productDetail: ProductDetailService;
  blog: BlogService;
  /** The signed-in customer's account: profile, addresses, orders. */
  customer: CustomerService;
  /** Registration, sign-in, sessions, passwords. */
  sessions: SessionService;
  /** Orders: checkout records them, the account reads them. */
  orders: OrdersService;
  /** Finance for UK shoppers: the lender's products and deposits, the calculator's quote. */
  finance: FinanceService;
  /** Cycle to Work for UK shoppers: scheme providers, tax bands, savings and quotes. */
  cycleToWork: CycleToWorkService;
  /** Guest and customer carts, priced in the shopper's currency. */
  cart: CartService;
  /** The CMS texts the cart shows, the delivery information with the cart's dispatch day written in. */
  deliveryInfo: DeliveryInfoService;
  /** Coupons. */
  promotions: PromotionsService;
  /** Delivery rates by country. */
  shipping: ShippingService;
  /** The shop's own checkout: addresses, delivery, payment, placing orders. */
  checkout: CheckoutService;
  /** Card payments (through the configured provider) and Cycle to Work certificates. */
  payments: PaymentsService;
  /** The cross-border partner's checkout: signed hand-off out, signed order confirmations in. */
  partner: PartnerCheckoutService;
  /** The lender's decisions on orders paid by finance (its signed webhook), and where an application stands. */
  financeDecisions: FinanceDecisionService;
  /** The shop's mailer (order confirmations go out in the background; `settled()` waits for them). */
  mailer: Mailer;
  /** Closes the database and any Redis connection. */
  close(): Promise<void>;
};

export type CommerceOptions = {
  /** How long reference data (countries, menus, store networks, flags) is memoised; 0 disables. */
  referenceTtlMs?: number;
  /**
   * How long catalogue answers (listings, facets, products, search, configurator prices; a priced
   * cart at most 5 s) are memoised; 0 disables. Default: the reference TTL, at most 10 s.
   */
  catalogueTtlMs?: number;
  /** The clock of time-bound rules (coupon windows, dispatch dates); tests set it. */
  now?: () => Date;
  /** Account settings; embedded-mode defaults (memory limits, .eml outbox) when absent. */
  accounts?: AccountOptions;
};

export type AccountOptions = {
  session?: Partial<SessionSettings>;
  rateLimits?: RateLimitPolicy;
  /** New guest carts per client address (default GUEST_CARTS_PER_ADDRESS). */
  guestCartLimit?: Limit;
  /** Coupon codes that do not apply, per client address (default COUPON_FAILURES_PER_ADDRESS). */
  couponFailureLimit?: Limit;
  /** Orders paid by finance, per client address (default FINANCE_ORDERS_PER_ADDRESS). */
  financeOrderLimit?: Limit;
  /** Declined card payments, per client address (default CARD_DECLINES_PER_ADDRESS). */
  cardDeclineLimit?: Limit;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  outboxDir?: string;
  mailLogLinks?: boolean;
  /** A clock for the session service (tests of expiry). */
  now?: () => Date;
  /** Secret of payment webhook signatures (the sandbox provider's). */
  paymentWebhookSecret?: string;
  /** The cross-border checkout partner: its checkout page and the secret shared with it. */
  partner?: { checkoutUrl: string; secret: string };
  /** The finance lender: its application page and the secret shared with it. */
  lender?: { applicationUrl: string; secret: string };
  /** Secret of the warehouse's fulfilment webhook. */
  fulfilmentWebhookSecret?: string;
};

/** Account settings from the commerce configuration. */
export function accountOptions(env: CommerceEnv): AccountOptions {
  return {
    session: { siteUrls: env.siteUrls, brand: env.brand },
    paymentWebhookSecret: env.paymentWebhookSecret,
    partner: env.partner,
    lender: env.lender,
    fulfilmentWebhookSecret: env.fulfilmentWebhookSecret,
    redisUrl: env.redisUrl,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    outboxDir: path.join(env.dataDir, 'mail'),
    mailLogLinks: env.mailLogLinks,
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
        name,
        { ...limit, points: limit.points * env.authRateLimitMultiplier },
      ]),
    ) as RateLimitPolicy,
    // Per-address like the sign-in limits, and raised with them: the load benchmark and the e2e
    // suite make their guest carts (and try their coupons, place their finance orders and pay by card) from one address.
    guestCartLimit: { ...GUEST_CARTS_PER_ADDRESS, points: GUEST_CARTS_PER_ADDRESS.points * env.authRateLimitMultiplier },
    couponFailureLimit: {
      ...COUPON_FAILURES_PER_ADDRESS,
      points: COUPON_FAILURES_PER_ADDRESS.points * env.authRateLimitMultiplier,
    },
    financeOrderLimit: {
      ...FINANCE_ORDERS_PER_ADDRESS,
      points: FINANCE_ORDERS_PER_ADDRESS.points * env.authRateLimitMultiplier,
    },
    cardDeclineLimit: {
      ...CARD_DECLINES_PER_ADDRESS,
      points: CARD_DECLINES_PER_ADDRESS.points * env.authRateLimitMultiplier,
    },
  };
}

/** The address part of a From header ('"Shop" <hello@shop>' → 'hello@shop'). */
const mailAddress = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The Redis connection of the shared rate limits. While it is down no command waits for it (no
 * offline queue: the limiters count in process memory at once, see shared/rate-limiter.ts) and it
 * reconnects in the background; losing it and getting it back are logged once each, not per request.
 */
export function sharedLimitsRedis(url: string, log: Pick<Console, 'warn' | 'info'> = console): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let lost = false;
  const losing = (reason: string) => {
    if (lost) return;
    lost = true;
    log.warn(`[redis] unreachable (${reason}): rate limits are counted per process until it is back; the shop keeps selling`);
  };
  redis.on('error', (error: Error) => losing(error.message));
  // A connection that was up and closed (a restart, a kill): lost before any reconnect fails.
  redis.on('close', () => losing('connection closed'));
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('[redis] reachable again: rate limits are shared by every replica again');
  });
  return redis;
}

/** Wires services to an open database. */
export function createCommerce(database: Database, options: CommerceOptions = {}): Commerce {
  const ttl = options.referenceTtlMs ?? 30_000;
  const catalogueTtl = options.catalogueTtlMs ?? Math.min(ttl, 10_000);
  const blog = new BlogService(new BlogRepository(database.db));
  const store = new StoreService(new StoreRepository(database.db), ttl);
  const accounts = options.accounts ?? {};
  const redis = accounts.redisUrl ? sharedLimitsRedis(accounts.redisUrl) : undefined;
  const customerData = new CustomerUnitOfWork(database.db);
  const orders = new OrdersService(
    new OrdersRepository(database.db),
    options.now,
    accounts.fulfilmentWebhookSecret ?? 'fulfilment-webhook-secret-for-development',
  );
  const mailFrom = accounts.mailFrom ?? '"Cadence Cycles" <hello@cadence-cycles.local>';
  const mailer = new Mailer({
    from: mailFrom,
    smtpUrl: accounts.smtpUrl,
    outboxDir: accounts.outboxDir ?? path.join(repoRoot(), '.data', 'mail'),
    logLinks: accounts.mailLogLinks ?? false,
  });
  const sessionSettings = {
    ...DEFAULT_SESSION_SETTINGS,
    siteUrls: { 'en-GB': 'http://localhost:3000', 'de-DE': 'http://localhost:3000/de-DE' },
    brand: 'Cadence Cycles',
    ...accounts.session,
  };
  const sessions = new SessionService(
    customerData,
    new PasswordHasher(),
    new AuthRateLimiter(accounts.rateLimits ?? DEFAULT_RATE_LIMITS, redis),
    mailer,
    sessionSettings,
    accounts.now,
  );
  const catalogue = new CatalogueService(new CatalogueRepository(database.db), catalogueTtl);
  const content = new ContentService(new ContentRepository(database.db));
  const promotions = new PromotionsService(new PromotionsRepository(database.db));
  const shipping = new ShippingService(new ShippingRepository(database.db), ttl);
  const configurator = new ConfiguratorService(new CatalogueRepository(database.db), catalogue, catalogueTtl, options.now);
  // A priced cart is kept for seconds while nothing changes it; with the embedded database this
  // process is the carts' only writer, with a server each kept answer is checked against its row's version.
  const cartAnswers = new CartAnswers<Cart>({
    ttlMs: Math.min(catalogueTtl, 5_000),
    soleWriter: database.driver === 'pglite',
    // Bounded by lines, not carts: 20,000 lines (a few MB) whatever size the carts are.
    weigh: (cart) => cart.items.length + 1,
    maxWeight: 20_000,
  });
  const cart = new CartService(
    new CartRepository(database.db),
    catalogue,
    promotions,
    shipping,
    options.now,
    configurator,
    cartAnswers,
    // Shared by every replica when Redis is configured, like the sign-in limits.
    new RateLimiter(
      {
        ...DEFAULT_CART_LIMITS,
        guestCartsPerAddress: accounts.guestCartLimit ?? GUEST_CARTS_PER_ADDRESS,
        couponFailuresPerAddress: accounts.couponFailureLimit ?? COUPON_FAILURES_PER_ADDRESS,
      },
      { prefix: 'cart', redis },
    ),
  );
  const finance = new FinanceService(
    new FinanceRepository(database.db),
    new FinanceApplicationRepository(database.db),
    store,
    ttl,
  );
  const countryCodes = async () => new Set((await store.listCountries()).map((c) => c.code));
  const customer = new CustomerService(customerData, sessions, orders, countryCodes);
  const payments = new PaymentsService(
    new PaymentsRepository(database.db),
    // The card provider's adapter: the in-shop sandbox (sandbox/), given the database for its ledger;
    // a real provider (Stripe, Adyen) is wired here instead and ignores the order's transaction.
    new SandboxCardProvider(database.db, accounts.paymentWebhookSecret ?? 'sandbox-webhook-secret-for-development'),
    // Shared by every replica when Redis is configured, like the sign-in limits.
    new RateLimiter(
      { certificateMisses: CERTIFICATE_MISSES, certificateMissesPerAddress: CERTIFICATE_MISSES_PER_ADDRESS },
      { prefix: 'payments', redis },
    ),
    ttl,
  );
  const lender = {
    applicationUrl: accounts.lender?.applicationUrl ?? 'http://127.0.0.1:4910/apply',
    secret: accounts.lender?.secret ?? 'lender-sandbox-secret-for-development',
  };
  const checkout = new CheckoutService({
    repository: new CheckoutRepository(database.db),
    cart,
    catalogue,
    promotions,
    shipping,
    store,
    customer,
    orders,
    payments,
    finance,
    lender,
    // Shared by every replica when Redis is configured, like the sign-in limits.
    limits: new RateLimiter(
      {
        ...DEFAULT_CHECKOUT_LIMITS,
        financeOrdersPerAddress: accounts.financeOrderLimit ?? FINANCE_ORDERS_PER_ADDRESS,
        cardDeclinesPerAddress: accounts.cardDeclineLimit ?? CARD_DECLINES_PER_ADDRESS,
      },
      { prefix: 'checkout', redis },
    ),
    transaction: (work) => database.db.transaction((tx) => work(tx as unknown as Db)),
    mailer,
    siteUrls: sessionSettings.siteUrls,
    brand: sessionSettings.brand,
    clock: options.now,
  });
  const transaction = <T>(work: (db: Db) => Promise<T>) => database.db.transaction((tx) => work(tx as unknown as Db));
  const partner = new PartnerCheckoutService({
    repository: new CheckoutRepository(database.db),
    cart,
    catalogue,
    promotions,
    orders,
    store,
    customer,
    transaction,
    checkoutUrl: accounts.partner?.checkoutUrl ?? 'http://127.0.0.1:4900/checkout',
    secret: accounts.partner?.secret ?? 'partner-sandbox-secret-for-development',
    mailer,
    siteUrls: sessionSettings.siteUrls,
    brand: sessionSettings.brand,
    clock: options.now,
  });
  const cycleToWork = new CycleToWorkService({
    repository: new CycleToWorkRepository(database.db),
    catalogue,
    mailer,
    // Shared by every replica when Redis is configured, like the sign-in limits.
    limits: new RateLimiter(
      { quoteRequests: QUOTE_REQUESTS, quoteRequestsPerClient: QUOTE_REQUESTS_PER_CLIENT },
      { prefix: 'cycle-to-work', redis },
    ),
    siteUrls: sessionSettings.siteUrls,
    supplier: {
      name: sessionSettings.brand,
      website: sessionSettings.siteUrls['en-GB'],
      email: mailAddress(mailFrom),
    },
    referenceTtlMs: ttl,
    clock: options.now,
  });
  const financeDecisions = new FinanceDecisionService({
    finance,
    store,
    orders,
    catalogue,
    payments,
    customer,
    transaction,
    secret: lender.secret,
    mailer,
    siteUrls: sessionSettings.siteUrls,
    brand: sessionSettings.brand,
    clock: options.now,
  });
  return {
    database,
    store,
    finance,
    financeDecisions,
    cycleToWork,
    menus: new MenusService(new MenusRepository(database.db), ttl),
    content,
    routing: new RoutingService(new RoutingRepository(database.db), blog),
    catalogue,
    configurator,
    personal: new PersonalService(new PersonalRepository(database.db), configurator, catalogue),
    sitemap: new SitemapService(new SitemapRepository(database.db), catalogue, content, blog, ttl),
    search: new SearchService(new SearchRepository(database.db), catalogueTtl),
    productDetail: new ProductDetailService(new ProductDetailRepository(database.db)),
    blog,
    sessions,
    customer,
    orders,
    cart,
    deliveryInfo: new DeliveryInfoService(content, cart),
    promotions,
    shipping,
    checkout,
    payments,
    partner,
    mailer,
    close: async () => {
      await sessions.settled();
      await mailer.settled();
      if (redis) {
        redis.removeAllListeners('close');
        await redis.quit().catch(() => undefined);
      }
      await database.close();
    },
  };
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR),
 * applies migrations, seeds an empty database and returns the wired backend.
 */
export async function startCommerce(env: CommerceEnv, options: CommerceOptions = {}): Promise<Commerce> {
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl, preparedStatements: env.databasePreparedStatements }
      : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
  );
  await database.migrate();
  // The tables just filled get the planner's statistics (Database.analyze says why).
  if (env.seedOnStart && (await seedDatabase(database.db)).seeded) await database.analyze();
  const commerce = createCommerce(database, { accounts: accountOptions(env), ...options });
  // A database seeded before search existed has products but no search index yet.
  await commerce.search.ensureIndex();
  return commerce;
}
