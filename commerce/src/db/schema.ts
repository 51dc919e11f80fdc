// The Drizzle schema as one object for the client and drizzle-kit; tables stay in their modules
// (and the in-shop sandbox's ledger in sandbox/, infrastructure that owns no domain).
export * from '../modules/store/store.tables';
export * from '../modules/menus/menus.tables';
export * from '../modules/content/content.tables';
export * from '../modules/routing/routing.tables';
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/catalogue/search.tables';
export * from '../modules/customer/customer.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/personal/personal.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/shipping/shipping.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/checkout/checkout.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/finance/finance.tables';
export * from '../modules/finance/cycle-to-work.tables';
export * from '../modules/finance/finance-application.tables';
export * from '../sandbox/sandbox-card.tables';
