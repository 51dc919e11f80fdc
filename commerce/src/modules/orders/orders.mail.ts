import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import { escapeHtml, mailHtml } from '../../shared/mail-html';
import type { MailContent } from '../../shared/mailer';
import { formatMoney, formatPercent, toMinor } from '../../shared/money';
import { formatDispatchDay } from '../../shared/working-calendar';
import { addressLines, countryNames } from '../customer/address-format.rules';
import { financeProductName } from '../finance/finance.rules';
import type { Country } from '../store/store.types';
import type { Order, OrderAddress, OrderItem } from './orders.types';

/** An order's amount (stored to the penny) in the shop's money format. */
const money = (store: string, currency: string, amount: number): string => formatMoney(toMinor(amount), store, currency);

/** The order confirmation's words in one storefront language (see orderConfirmationMail). */
type ConfirmationText = {
  subject: string;
  hello: string;
  thanks: string;
  dispatch: (day: string) => string;
  collect: (shop: string) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  certificate: (issuer: string) => string;
  total: string;
  shipTo: string;
  billTo: string;
  view: string;
  finance: (f: FinanceWords) => string;
};

/**
 * The loan's terms as the mail words them: amounts in pounds, the product's name in the
 * storefront's language and its APR written as the storefront writes numbers ('9.9', '9,9').
 */
type FinanceWords = Omit<NonNullable<Order['finance']>, 'apr'> & { apr: string };

/** What the order confirmation's words are made from (`m` writes an amount as the storefront does). */
type ConfirmationValues = { brand: string; firstName: string; number: string; m: (amount: number) => string };

/**
 * The order confirmation's words in every storefront's language. Keyed by every storefront code, so
 * the compiler asks for a third storefront's words (the mail used to take German for 'de-DE' and
 * English for anything else).
 */
const CONFIRMATION_TEXTS: Record<StoreCode, (values: ConfirmationValues) => ConfirmationText> = {
  'en-GB': ({ brand, firstName, number, m }) => ({
    subject: `Your ${brand} order ${number}`,
    hello: `Hello ${firstName},`,
    thanks: `thank you for your order! Your order number is ${number}.`,
    dispatch: (d: string) => `Expected dispatch: ${d}.`,
    collect: (s: string) => `You will collect your order from our ${s}. We will let you know when it is ready.`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Delivery',
    certificate: (issuer: string) => `Cycle to Work certificate (${issuer})`,
    total: 'Total',
    shipTo: 'Delivery address',
    billTo: 'Billing address',
    view: 'View your order',
    finance: (f: FinanceWords) =>
      `Paid by finance (${f.productName}): deposit ${m(f.deposit)}, loan amount ${m(f.loanAmount)}, ${f.payments} repayment(s), total repayable ${m(f.totalRepayable)}, ${f.apr}% APR representative (fixed).`,
  }),
  'de-DE': ({ brand, firstName, number, m }) => ({
    subject: `Ihre Bestellung ${number} bei ${brand}`,
    hello: `Hallo ${firstName},`,
    thanks: `vielen Dank für Ihre Bestellung! Ihre Bestellnummer lautet ${number}.`,
    dispatch: (d: string) => `Voraussichtlicher Versand: ${d}.`,
    collect: (s: string) => `Sie holen Ihre Bestellung in unserer Filiale ${s} ab. Wir melden uns, sobald sie bereitliegt.`,
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    certificate: (issuer: string) => `Cycle-to-Work-Zertifikat (${issuer})`,
    total: 'Gesamtsumme',
    shipTo: 'Lieferadresse',
    billTo: 'Rechnungsadresse',
    view: 'Bestellung ansehen',
    finance: (f: FinanceWords) =>
      `Bezahlt per Finanzierung (${f.productName}): Anzahlung ${m(f.deposit)}, Kreditbetrag ${m(f.loanAmount)}, ${f.payments} Rate(n), zu zahlender Gesamtbetrag ${m(f.totalRepayable)}, effektiver Jahreszins ${f.apr} % (fest).`,
  }),
};

/**
 * The order confirmation email, in the storefront's language: number, lines, totals, addresses
 * (or the store to collect from) and the dispatch date. Addresses are written as the order page
 * writes them (addressLines), the country named from the shop's country list (`countries`) in the
 * storefront's language.
 */
export function orderConfirmationMail(
  order: Order,
  items: readonly OrderItem[],
  options: {
    brand: string;
    firstName: string;
    orderLink: string;
    collectionShopName: string | null;
    countries: readonly Pick<Country, 'code' | 'names'>[];
  },
): MailContent {
  const m = (amount: number) => money(order.store, order.currency, amount);
  const countryName = countryNames(options.countries, order.store);
  const words = byStore(order.store, CONFIRMATION_TEXTS);
  const t = words({ brand: options.brand, firstName: options.firstName, number: order.number, m });
  const paragraphs = [
    t.hello,
    t.thanks,
    ...(order.dispatchDate ? [t.dispatch(formatDispatchDay(order.dispatchDate, order.store))] : []),
    ...(options.collectionShopName ? [t.collect(options.collectionShopName)] : []),
    ...(order.finance ? [t.finance(financeWords(order.finance, order.store))] : []),
  ];
  const totals: [string, string][] = [
    [t.subtotal, m(order.subtotal)],
    ...(order.discountAmount > 0 ? [[t.discount, `−${m(order.discountAmount)}`] as [string, string]] : []),
    [t.shipping, m(order.shippingAmount)],
    ...(order.certificate
      ? [[t.certificate(order.certificate.issuer), `−${m(order.certificate.amount)}`] as [string, string]]
      : []),
    [t.total, m(order.grandTotal)],
  ];
  const lines = items.map((item) => `${item.quantity} × ${item.name} (${item.sku}) — ${m(item.rowTotal)}`);
  const addresses: [string, OrderAddress | null][] = [
    [t.shipTo, options.collectionShopName ? null : order.shippingAddress],
    [t.billTo, order.billingAddress],
  ];
  const text = [
    ...paragraphs,
    lines.join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...addresses.flatMap(([label, address]) => (address ? [`${label}:\n${addressLines(address, countryName).join('\n')}`] : [])),
    `${t.view}: ${options.orderLink}`,
  ].join('\n\n');
  const rows = [
    ...items.map(
      (item) =>
        `<tr><td>${item.quantity} × ${escapeHtml(item.name)}<br><small>${escapeHtml(item.sku)}</small></td><td style="text-align:right">${escapeHtml(m(item.rowTotal))}</td></tr>`,
    ),
    ...totals.map(
      ([label, value]) =>
        `<tr><th style="text-align:left">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
    ),
  ];
  const blocks = [
    `<table style="border-collapse:collapse;min-width:320px">${rows.join('')}</table>`,
    ...addresses.flatMap(([label, address]) =>
      address
        ? [`<p><strong>${escapeHtml(label)}</strong><br>${addressLines(address, countryName).map(escapeHtml).join('<br>')}</p>`]
        : [],
    ),
  ];
  return {
    subject: t.subject,
    text: `${text}\n`,
    html: mailHtml(paragraphs, { href: options.orderLink, label: t.view }, blocks),
  };
}

/** An order's loan terms as the confirmation words them in `store` (see FinanceWords). */
function financeWords(terms: NonNullable<Order['finance']>, store: StoreCode): FinanceWords {
  // An order keeps the terms, not the product's kind: one repayment is a loan settled in one final
  // payment (finance.rules `repayments` makes exactly one for those), whatever the lender calls it.
  const product = { name: terms.productName, months: terms.months, apr: terms.apr, singleFinalPayment: terms.payments === 1 };
  return { ...terms, productName: financeProductName(product, store), apr: formatPercent(terms.apr, store) };
}

/** The finance-declined mail's words in one storefront language (see financeDeclinedMail). */
type FinanceDeclinedText = { subject: string; hello: string; body: string; refund: string; again: string; shop: string };

/** What the finance-declined mail's words are made from (`m` writes an amount as the storefront does). */
type FinanceDeclinedValues = {
  firstName: string;
  number: string;
  expired: boolean;
  deposit: number;
  m: (amount: number) => string;
};

/** The finance-declined mail's words in every storefront's language (keyed as CONFIRMATION_TEXTS). */
const FINANCE_DECLINED_TEXTS: Record<StoreCode, (values: FinanceDeclinedValues) => FinanceDeclinedText> = {
  'en-GB': ({ firstName, number, expired, deposit, m }) => ({
    subject: expired ? `Your order ${number} has been cancelled` : `Your finance application for order ${number} was declined`,
    hello: `Hello ${firstName},`,
    body: expired
      ? `the finance application for order ${number} was not completed in time, so the order has been cancelled.`
      : `the lender has declined your finance application for order ${number}, so the order has been cancelled.`,
    refund: `Your deposit of ${m(deposit)} is being refunded to your card.`,
    again: 'You are welcome to order again and pay by card or with a Cycle to Work certificate.',
    shop: 'Back to the shop',
  }),
  'de-DE': ({ firstName, number, expired, deposit, m }) => ({
    subject: expired ? `Ihre Bestellung ${number} wurde storniert` : `Ihre Finanzierung für Bestellung ${number} wurde abgelehnt`,
    hello: `Hallo ${firstName},`,
    body: expired
      ? `der Finanzierungsantrag für die Bestellung ${number} wurde nicht rechtzeitig abgeschlossen. Die Bestellung wurde storniert.`
      : `der Kreditgeber hat Ihren Finanzierungsantrag für die Bestellung ${number} leider abgelehnt. Die Bestellung wurde storniert.`,
    refund: `Ihre Anzahlung von ${m(deposit)} wird auf Ihre Karte erstattet.`,
    again: 'Sie können jederzeit erneut bestellen und mit Karte oder einem Cycle-to-Work-Zertifikat bezahlen.',
    shop: 'Zum Shop',
  }),
};

/**
 * The email when the finance an order was to be paid with did not come about (the lender declined
 * it, nobody applied before the lender's link ended, or the lender never decided a referral): the order is cancelled, the deposit
 * refunded, and the shopper may order again and pay another way.
 */
export function financeDeclinedMail(
  order: Order,
  options: { brand: string; firstName: string; shopLink: string; reason: 'declined' | 'expired' },
): MailContent {
  const expired = options.reason === 'expired';
  const deposit = order.finance?.deposit ?? 0;
  const m = (amount: number) => money(order.store, order.currency, amount);
  const words = byStore(order.store, FINANCE_DECLINED_TEXTS);
  const t = words({ firstName: options.firstName, number: order.number, expired, deposit, m });
  const paragraphs = [t.hello, t.body, ...(deposit > 0 ? [t.refund] : []), t.again];
  return {
    subject: t.subject,
    text: `${[...paragraphs, `${t.shop}: ${options.shopLink}`].join('\n\n')}\n`,
    html: mailHtml(paragraphs, { href: options.shopLink, label: t.shop }, []),
  };
}
