import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { escapeHtml } from '../shared/mail-html';
import { readToken, signatureHeader } from '../shared/signing';
import type { PartnerHandoff } from '../modules/checkout/checkout.types';
import { formatMoney, toMinor } from '../shared/money';
import { answerHealth, readForm, sandboxPage } from './sandbox-http';
import { byStore, toStoreCode } from '@cadence/server-kit/storefronts';

/**
 * The cross-border partner's SANDBOX: a stand-in for the external checkout partner, for local use
 * and the tests. It plays the partner's side of the real contract: it reads the shop's signed
 * hand-off, shows the order in the shopper's currency with duties and taxes, takes a test payment,
 * confirms the order to the shop's webhook (HMAC-signed with the shared secret) and sends the
 * shopper back. It keeps nothing. Labelled as a sandbox on every page.
 */
export type PartnerSandboxOptions = {
  secret: string;
  /** The shop's partner webhook (the gateway's /webhooks/partner). */
  webhookUrl: string;
};

/** Countries in the EU customs union pay no duties on goods from the UK's partner warehouse in the EU. */
const EU = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

/** Duties and import taxes the partner adds on top of the shop's total (sandbox rates). */
export function dutiesAndTaxes(handoff: Pick<PartnerHandoff, 'country' | 'total'>): { duties: number; taxes: number } {
  const goods = handoff.total;
  if (EU.has(handoff.country)) return { duties: 0, taxes: 0 };
  const duties = Math.round(goods * 0.04 * 100) / 100;
  const taxes = Math.round((goods + duties) * 0.08 * 100) / 100;
  return { duties, taxes };
}

const TEXT = {
  'en-GB': {
    badge: 'Partner sandbox — test mode, no real payment',
    title: 'International checkout',
    intro: 'Your order from Cadence Cycles, in your currency, with duties and taxes before you pay.',
    delivery: 'Delivery',
    discount: 'Discount',
    duties: 'Duties',
    taxes: 'Import taxes',
    total: 'Total to pay',
    address: 'Delivery address',
    first: 'First name',
    last: 'Last name',
    street: 'Street and number',
    city: 'City',
    postcode: 'Postcode',
    card: 'Card number (test)',
    pay: 'Pay and place order',
    expired: 'This checkout link has expired or is not valid. Please go back to the shop and start checkout again.',
    refused: 'The shop could not accept this order',
    refunded: 'Your test payment has been refunded.',
  },
  'de-DE': {
    badge: 'Partner-Sandbox – Testmodus, keine echte Zahlung',
    title: 'Internationale Kasse',
    intro: 'Ihre Bestellung bei Cadence Cycles, in Ihrer Währung, mit Zöllen und Steuern vor der Zahlung.',
    delivery: 'Versand',
    discount: 'Rabatt',
    duties: 'Zölle',
    taxes: 'Einfuhrabgaben',
    total: 'Zu zahlen',
    address: 'Lieferadresse',
    first: 'Vorname',
    last: 'Nachname',
    street: 'Straße und Hausnummer',
    city: 'Ort',
    postcode: 'Postleitzahl',
    card: 'Kartennummer (Test)',
    pay: 'Bezahlen und bestellen',
    expired:
      'Dieser Link zur Kasse ist abgelaufen oder ungültig. Bitte kehren Sie zum Shop zurück und starten Sie die Kasse erneut.',
    refused: 'Der Shop konnte diese Bestellung nicht annehmen',
    refunded: 'Ihre Testzahlung wurde erstattet.',
  },
} as const;

function page(res: ServerResponse, status: number, locale: string, body: string, returnOrigin = ''): void {
  const t = byStore(locale, TEXT);
  sandboxPage(res, status, { locale, title: t.title, badge: t.badge, body, returnOrigin });
}

/** The handoff a token carries, when this secret signed it and it has not expired. */
function handoffOf(token: string | null, secret: string, now: Date): PartnerHandoff | null {
  if (!token) return null;
  const handoff = readToken<PartnerHandoff>(secret, token);
  if (!handoff || new Date(handoff.expires_at) <= now) return null;
  return handoff;
}

function orderPage(res: ServerResponse, handoff: PartnerHandoff, token: string): void {
  const locale = toStoreCode(handoff.locale);
  const t = TEXT[locale];
  const m = (amount: number) => escapeHtml(formatMoney(toMinor(amount), locale, handoff.currency));
  const { duties, taxes } = dutiesAndTaxes(handoff);
  const rows = handoff.items
    .map(
      (item) =>
        `<tr><td>${item.quantity} × ${escapeHtml(item.name)}</td><td class="n">${escapeHtml(formatMoney(toMinor(item.unit_price) * item.quantity, locale, handoff.currency))}</td></tr>`,
    )
    .join('');
  const total = Math.round((handoff.total + duties + taxes) * 100) / 100;
  page(
    res,
    200,
    locale,
    `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<table data-testid="PartnerSandbox-order">${rows}
<tr><td>${escapeHtml(t.delivery)}</td><td class="n">${m(handoff.shipping)}</td></tr>
${handoff.discount > 0 ? `<tr><td>${escapeHtml(t.discount)}</td><td class="n">−${m(handoff.discount)}</td></tr>` : ''}
<tr><td>${escapeHtml(t.duties)}</td><td class="n">${m(duties)}</td></tr>
<tr><td>${escapeHtml(t.taxes)}</td><td class="n">${m(taxes)}</td></tr>
<tr><th>${escapeHtml(t.total)}</th><th class="n" data-testid="PartnerSandbox-total">${m(total)}</th></tr></table>
<form method="post" action="/pay"><input type="hidden" name="handoff" value="${escapeHtml(token)}">
<h2>${escapeHtml(t.address)}</h2>
<label for="first">${escapeHtml(t.first)}</label><input id="first" name="firstname" required autocomplete="given-name">
<label for="last">${escapeHtml(t.last)}</label><input id="last" name="lastname" required autocomplete="family-name">
<label for="street">${escapeHtml(t.street)}</label><input id="street" name="street" required autocomplete="address-line1">
<label for="postcode">${escapeHtml(t.postcode)}</label><input id="postcode" name="postcode" autocomplete="postal-code">
<label for="city">${escapeHtml(t.city)}</label><input id="city" name="city" required autocomplete="address-level2">
<label for="card">${escapeHtml(t.card)}</label><input id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric">
<button type="submit">${escapeHtml(t.pay)} (${m(total)})</button></form>`,
    new URL(handoff.return_url).origin,
  );
}

/** The partner sandbox's HTTP server (GET /checkout?handoff=…, POST /pay, GET /health). */
export function createPartnerSandbox(options: PartnerSandboxOptions) {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (answerHealth(url, res)) return;
      if (req.method === 'GET' && url.pathname === '/checkout') {
        const token = url.searchParams.get('handoff');
        const handoff = handoffOf(token, options.secret, new Date());
        if (!handoff || !token) return page(res, 400, 'en-GB', `<p>${escapeHtml(TEXT['en-GB'].expired)}</p>`);
        return orderPage(res, handoff, token);
      }
      if (req.method === 'POST' && url.pathname === '/pay') {
        const form = await readForm(req);
        const token = form.get('handoff');
        const handoff = handoffOf(token, options.secret, new Date());
        if (!handoff) return page(res, 400, 'en-GB', `<p>${escapeHtml(TEXT['en-GB'].expired)}</p>`);
        const locale = toStoreCode(handoff.locale);
        const { duties, taxes } = dutiesAndTaxes(handoff);
        const field = (name: string) => (form.get(name) ?? '').trim().slice(0, 64);
        const event = JSON.stringify({
          id: `evt_${randomBytes(12).toString('hex')}`,
          type: 'order.confirmed',
          session: handoff.session,
          partner_order_ref: `PS-${randomBytes(5).toString('hex').toUpperCase()}`,
          currency: handoff.currency,
          total_paid: Math.round((handoff.total + duties + taxes) * 100) / 100,
          duties,
          taxes,
          shipping_address: {
            firstname: field('firstname') || 'Customer',
            lastname: field('lastname') || 'Customer',
            street: [field('street') || '—'],
            city: field('city') || '—',
            postcode: field('postcode'),
            country_code: handoff.country,
          },
        });
        const answer = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-partner-signature': signatureHeader(options.secret, event, new Date()),
          },
          body: event,
        }).catch((error: Error) => ({ ok: false, status: 502, json: async () => ({ message: error.message }) }));
        if (answer.ok) {
          res.writeHead(303, { location: handoff.return_url, 'cache-control': 'no-store' });
          res.end();
          return;
        }
        const reason = ((await answer.json().catch(() => ({}))) as { message?: string }).message ?? `HTTP ${answer.status}`;
        const t = TEXT[locale];
        return page(
          res,
          409,
          locale,
          `<h1>${escapeHtml(t.refused)}</h1><p>${escapeHtml(reason)}</p><p>${escapeHtml(t.refunded)}</p>`,
        );
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Partner sandbox error');
    });
  });
}
