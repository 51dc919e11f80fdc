import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { escapeHtml } from '../shared/mail-html';
import { readToken, signatureHeader } from '../shared/signing';
import type { LenderDecision } from '../modules/finance/finance-application.rules';
import type { LenderHandoff } from '../modules/finance/finance-lender';
import { formatMoney, formatPercent, toMinor } from '../shared/money';
import { answerHealth, readForm, sandboxPage } from './sandbox-http';
import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';

/**
 * The finance lender's SANDBOX: a stand-in for the lender, for local use and the tests. It plays the
 * lender's side of the contract: it reads the shop's signed application hand-off, shows the loan
 * (cash price, deposit, loan amount, repayments, APR), takes the applicant's details, lets the tester
 * choose the decision (accept, refer or decline), reports it to the shop's webhook (HMAC-signed with
 * the shared secret) and sends the shopper back. A referred application is decided later by
 * opening its application link again (valid for an hour, APPLICATION_LINK_TTL_MS). It keeps nothing. Labelled as a sandbox on
 * every page.
 */
export type LenderSandboxOptions = {
  secret: string;
  /** The shop's lender webhook (the gateway's /webhooks/lender). */
  webhookUrl: string;
};

const TEXT = {
  'en-GB': {
    badge: 'Lender sandbox — test mode, no real credit check',
    title: 'Your finance application',
    intro: 'Apply for finance for your Cadence Cycles order. Check the loan below and tell us about yourself.',
    order: 'Order',
    product: 'Finance product',
    cashPrice: 'Cash price',
    deposit: 'Deposit (paid by card)',
    loan: 'Loan amount',
    monthly: (n: number) => `${n} monthly repayments of`,
    final: 'Final payment',
    total: 'Total amount repayable',
    apr: 'Representative APR (fixed)',
    percent: (n: string) => `${n}%`,
    applicant: 'About you',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    income: 'Annual income before tax (£)',
    employment: 'Employment status',
    employments: ['Employed full time', 'Employed part time', 'Self-employed', 'Retired', 'Other'],
    decision: 'Sandbox decision (what the lender answers)',
    decisions: { accepted: 'Accept', referred: 'Refer for review', declined: 'Decline' },
    submit: 'Submit application',
    expired: 'This application link has expired or is not valid. Please go back to the shop.',
    refused: 'The shop could not take this decision',
  },
  'de-DE': {
    badge: 'Kreditgeber-Sandbox – Testmodus, keine echte Bonitätsprüfung',
    title: 'Ihr Finanzierungsantrag',
    intro:
      'Beantragen Sie die Finanzierung Ihrer Bestellung bei Cadence Cycles. Prüfen Sie den Kredit und geben Sie Ihre Daten an.',
    order: 'Bestellung',
    product: 'Finanzierungsprodukt',
    cashPrice: 'Barpreis',
    deposit: 'Anzahlung (per Karte bezahlt)',
    loan: 'Kreditbetrag',
    monthly: (n: number) => `${n} Monatsraten zu je`,
    final: 'Schlussrate',
    total: 'Zu zahlender Gesamtbetrag',
    apr: 'Repräsentativer effektiver Jahreszins (fest)',
    percent: (n: string) => `${n} %`,
    applicant: 'Ihre Angaben',
    first: 'Vorname',
    last: 'Nachname',
    email: 'E-Mail',
    income: 'Jahreseinkommen vor Steuern (£)',
    employment: 'Beschäftigung',
    employments: ['Vollzeit angestellt', 'Teilzeit angestellt', 'Selbstständig', 'Im Ruhestand', 'Sonstiges'],
    decision: 'Sandbox-Entscheidung (was der Kreditgeber antwortet)',
    decisions: { accepted: 'Annehmen', referred: 'Zur Prüfung weiterleiten', declined: 'Ablehnen' },
    submit: 'Antrag absenden',
    expired: 'Dieser Antragslink ist abgelaufen oder ungültig. Bitte kehren Sie zum Shop zurück.',
    refused: 'Der Shop konnte diese Entscheidung nicht übernehmen',
  },
} as const;

const DECISIONS: readonly LenderDecision[] = ['accepted', 'referred', 'declined'];

function localeOf(handoff: LenderHandoff | null): StoreCode {
  return toStoreCode(handoff?.locale);
}

function page(res: ServerResponse, status: number, locale: StoreCode, body: string, returnOrigin = ''): void {
  const t = TEXT[locale];
  sandboxPage(res, status, { locale, title: t.title, badge: t.badge, body, returnOrigin });
}

/** The hand-off a token carries, when this secret signed it and it has not expired. */
function handoffOf(token: string | null, secret: string, now: Date): LenderHandoff | null {
  if (!token) return null;
  const handoff = readToken<LenderHandoff>(secret, token);
  if (!handoff || new Date(handoff.expires_at) <= now) return null;
  return handoff;
}

function applicationPage(res: ServerResponse, handoff: LenderHandoff, token: string): void {
  const locale = localeOf(handoff);
  const t = TEXT[locale];
  const m = (amount: number) => escapeHtml(formatMoney(toMinor(amount), locale, handoff.currency));
  const row = (label: string, value: string, id = '') =>
    `<tr><td>${escapeHtml(label)}</td><td class="n"${id ? ` data-testid="LenderSandbox-${id}"` : ''}>${value}</td></tr>`;
  const repayments =
    handoff.payments > 1
      ? row(t.monthly(handoff.payments - 1), m(handoff.monthly_repayment), 'monthly') + row(t.final, m(handoff.final_payment))
      : row(t.final, m(handoff.final_payment));
  const a = handoff.applicant;
  page(
    res,
    200,
    locale,
    `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<table data-testid="LenderSandbox-terms">
${row(t.order, escapeHtml(handoff.order_number))}
${row(t.product, escapeHtml(handoff.product_name))}
${row(t.cashPrice, m(handoff.cash_price))}
${row(t.deposit, m(handoff.deposit))}
${row(t.loan, m(handoff.loan_amount), 'loan')}
${repayments}
${row(t.total, m(handoff.total_repayable))}
${row(t.apr, escapeHtml(t.percent(formatPercent(handoff.apr, locale))))}
</table>
<form method="post" action="/apply"><input type="hidden" name="handoff" value="${escapeHtml(token)}">
<h2>${escapeHtml(t.applicant)}</h2>
<label for="first">${escapeHtml(t.first)}</label><input id="first" name="first_name" required autocomplete="given-name" value="${escapeHtml(a.first_name)}">
<label for="last">${escapeHtml(t.last)}</label><input id="last" name="last_name" required autocomplete="family-name" value="${escapeHtml(a.last_name)}">
<label for="email">${escapeHtml(t.email)}</label><input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(a.email)}">
<label for="income">${escapeHtml(t.income)}</label><input id="income" name="income" inputmode="numeric" value="32000">
<label for="employment">${escapeHtml(t.employment)}</label><select id="employment" name="employment">${t.employments
      .map((e) => `<option>${escapeHtml(e)}</option>`)
      .join('')}</select>
<label for="decision">${escapeHtml(t.decision)}</label><select id="decision" name="decision">${DECISIONS.map(
      (d) => `<option value="${d}">${escapeHtml(t.decisions[d])}</option>`,
    ).join('')}</select>
<button type="submit">${escapeHtml(t.submit)}</button></form>`,
    new URL(handoff.return_url).origin,
  );
}

/**
 * Reports a decision to the shop's webhook, signed; the shop's answer (null when it took it, else why not).
 */
export async function reportDecision(
  options: LenderSandboxOptions,
  application: string,
  decision: LenderDecision,
  now = new Date(),
): Promise<string | null> {
  const event = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: 'application.decision',
    application,
    decision,
    lender_reference: `LS-${randomBytes(5).toString('hex').toUpperCase()}`,
  });
  const answer = await fetch(options.webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lender-signature': signatureHeader(options.secret, event, now) },
    body: event,
  }).catch((error: Error) => ({ ok: false, status: 502, json: async () => ({ message: error.message }) }));
  if (answer.ok) return null;
  return ((await answer.json().catch(() => ({}))) as { message?: string }).message ?? `HTTP ${answer.status}`;
}

/** The lender sandbox's HTTP server (GET /apply?handoff=…, POST /apply, GET /health). */
export function createLenderSandbox(options: LenderSandboxOptions) {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (answerHealth(url, res)) return;
      if (req.method === 'GET' && url.pathname === '/apply') {
        const token = url.searchParams.get('handoff');
        const handoff = handoffOf(token, options.secret, new Date());
        if (!handoff || !token) return page(res, 400, 'en-GB', `<p>${escapeHtml(TEXT['en-GB'].expired)}</p>`);
        return applicationPage(res, handoff, token);
      }
      if (req.method === 'POST' && url.pathname === '/apply') {
        const form = await readForm(req);
        const handoff = handoffOf(form.get('handoff'), options.secret, new Date());
        if (!handoff) return page(res, 400, 'en-GB', `<p>${escapeHtml(TEXT['en-GB'].expired)}</p>`);
        const locale = localeOf(handoff);
        const chosen = form.get('decision');
        const decision: LenderDecision = DECISIONS.find((d) => d === chosen) ?? 'accepted';
        const problem = await reportDecision(options, handoff.application, decision);
        if (!problem) {
          res.writeHead(303, { location: handoff.return_url, 'cache-control': 'no-store' });
          res.end();
          return;
        }
        return page(res, 409, locale, `<h1>${escapeHtml(TEXT[locale].refused)}</h1><p>${escapeHtml(problem)}</p>`);
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Lender sandbox error');
    });
  });
}
