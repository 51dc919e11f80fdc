import { escapeHtml, mailHtml } from '../../shared/mail-html';
import type { MailContent } from '../../shared/mailer';
import { formatMoney, toMinor } from '../../shared/money';
import { formatDispatchDay } from '../../shared/working-calendar';
import { addressLines, countryNames } from '../customer/address-format.rules';
import type { Country } from '../store/store.types';
import type { Order, OrderAddress, OrderItem } from './orders.types';

/** An order's amount (stored to the penny) in the shop's money format. */
const money = (store: string, currency: string, amount: number): string => formatMoney(toMinor(amount), store, currency);

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
  const de = order.store === 'de-DE';
  const m = (amount: number) => money(order.store, order.currency, amount);
  const countryName = countryNames(options.countries, order.store);
  const t = de
    ? {
        subject: `Ihre Bestellung ${order.number} bei ${options.brand}`,
        hello: `Hallo ${options.firstName},`,
        thanks: `vielen Dank für Ihre Bestellung! Ihre Bestellnummer lautet ${order.number}.`,
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
        finance: (f: NonNullable<Order['finance']>) =>
          `Bezahlt per Finanzierung (${f.productName}): Anzahlung ${m(f.deposit)}, Kreditbetrag ${m(f.loanAmount)}, ${f.payments} Rate(n), zu zahlender Gesamtbetrag ${m(f.totalRepayable)}, effektiver Jahreszins ${f.apr} % (fest).`,
      }
    : {
        subject: `Your ${options.brand} order ${order.number}`,
        hello: `Hello ${options.firstName},`,
        thanks: `thank you for your order! Your order number is ${order.number}.`,
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
        finance: (f: NonNullable<Order['finance']>) =>
          `Paid by finance (${f.productName}): deposit ${m(f.deposit)}, loan amount ${m(f.loanAmount)}, ${f.payments} repayment(s), total repayable ${m(f.totalRepayable)}, ${f.apr}% APR representative (fixed).`,
      };
  const paragraphs = [
    t.hello,
    t.thanks,
    ...(order.dispatchDate ? [t.dispatch(formatDispatchDay(order.dispatchDate, order.store))] : []),
    ...(options.collectionShopName ? [t.collect(options.collectionShopName)] : []),
    ...(order.finance ? [t.finance(order.finance)] : []),
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
  const de = order.store === 'de-DE';
  const deposit = order.finance?.deposit ?? 0;
  const m = (amount: number) => money(order.store, order.currency, amount);
  const t = de
    ? {
        subject: expired
          ? `Ihre Bestellung ${order.number} wurde storniert`
          : `Ihre Finanzierung für Bestellung ${order.number} wurde abgelehnt`,
        hello: `Hallo ${options.firstName},`,
        body: expired
          ? `der Finanzierungsantrag für die Bestellung ${order.number} wurde nicht rechtzeitig abgeschlossen. Die Bestellung wurde storniert.`
          : `der Kreditgeber hat Ihren Finanzierungsantrag für die Bestellung ${order.number} leider abgelehnt. Die Bestellung wurde storniert.`,
        refund: `Ihre Anzahlung von ${m(deposit)} wird auf Ihre Karte erstattet.`,
        again: 'Sie können jederzeit erneut bestellen und mit Karte oder einem Cycle-to-Work-Zertifikat bezahlen.',
        shop: 'Zum Shop',
      }
    : {
        subject: expired
          ? `Your order ${order.number} has been cancelled`
          : `Your finance application for order ${order.number} was declined`,
        hello: `Hello ${options.firstName},`,
        body: expired
          ? `the finance application for order ${order.number} was not completed in time, so the order has been cancelled.`
          : `the lender has declined your finance application for order ${order.number}, so the order has been cancelled.`,
        refund: `Your deposit of ${m(deposit)} is being refunded to your card.`,
        again: 'You are welcome to order again and pay by card or with a Cycle to Work certificate.',
        shop: 'Back to the shop',
      };
  const paragraphs = [t.hello, t.body, ...(deposit > 0 ? [t.refund] : []), t.again];
  return {
    subject: t.subject,
    text: `${[...paragraphs, `${t.shop}: ${options.shopLink}`].join('\n\n')}\n`,
    html: mailHtml(paragraphs, { href: options.shopLink, label: t.shop }, []),
  };
}
