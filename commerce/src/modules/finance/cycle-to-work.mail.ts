import { escapeHtml, mailHtml } from '../../shared/mail-html';
import type { MailContent } from '../../shared/mailer';
import { countOf } from '../../shared/message-template';
import { formatMoney } from '../../shared/money';
import { formatShopDate } from '../../shared/working-calendar';
import type { CycleToWorkQuote } from './cycle-to-work.repository';
import { QUOTE_VALIDITY_DAYS } from './cycle-to-work.rules';

/** The language of the quote email (see cycleToWorkQuoteMail). */
const LOCALE = 'en-GB';

/** The bands as a UK employer reads them (the seeded band ids; an unknown one shows its rates). */
const BAND_NAMES: Record<string, string> = {
  'uk-basic': 'Basic rate',
  'uk-higher': 'Higher rate',
  'uk-additional': 'Additional rate',
  'scot-starter': 'Scottish starter rate',
  'scot-basic': 'Scottish basic rate',
  'scot-intermediate': 'Scottish intermediate rate',
  'scot-higher': 'Scottish higher rate',
  'scot-advanced': 'Scottish advanced rate',
  'scot-top': 'Scottish top rate',
};

const cell = (value: string, align: 'left' | 'right' = 'right') =>
  `<td style="text-align:${align};padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(value)}</td>`;

/**
 * The Cycle to Work quote email. It is written in English (en-GB) from either storefront: the scheme
 * is British and the quote is a document for a UK employer's scheme provider. It carries everything
 * the printable quote shows, so a guest can print or forward it as it is, in the same words: the
 * shop's date (its calendar day in London, as the page writes it) and money format.
 */
export function cycleToWorkQuoteMail(
  quote: CycleToWorkQuote,
  supplier: { name: string; website: string; email: string },
): MailContent {
  const m = (minor: number) => formatMoney(minor, LOCALE, quote.currency);
  const day = (date: Date) => formatShopDate(date, LOCALE);
  const paragraphs = [
    `Thank you for requesting a Cycle to Work quote from ${supplier.name}.`,
    `Quote number: ${quote.number}`,
    `Date: ${day(quote.createdAt)} · valid until ${day(quote.validUntil)} (${countOf(QUOTE_VALIDITY_DAYS, 'day', LOCALE)})`,
    `Employer: ${quote.employerName}`,
    `Scheme provider: ${quote.providerName} · hire period ${quote.hireMonths} months`,
    `Please give this quote to your employer or apply through ${quote.providerName} with it.`,
  ];
  const lines = quote.items.map((i) => `${i.quantity} × ${i.name} (${i.sku}) — ${m(i.unitPriceMinor * i.quantity)}`);
  const savings = quote.savings.map(
    (s) =>
      `${BAND_NAMES[s.bandId] ?? s.bandId} (${s.incomeTaxPercent} % tax, ${s.nationalInsurancePercent} % NI): ` +
      `${m(s.monthlyGrossMinor)} a month gross, ${m(s.monthlyNetMinor)} net; tax saved ${m(s.taxSavedMinor)}, ` +
      `NI saved ${m(s.nationalInsuranceSavedMinor)}; you pay ${m(s.netCostMinor)}, saving ${s.savingPercent} %`,
  );
  const supplierLines = [supplier.name, supplier.website, supplier.email];
  const text = [
    ...paragraphs,
    lines.join('\n'),
    `Total: ${m(quote.totalMinor)}`,
    `Your savings by tax band over ${quote.hireMonths} months:\n${savings.join('\n')}`,
    `Supplier:\n${supplierLines.join('\n')}`,
  ].join('\n\n');
  const itemRows = quote.items
    .map(
      (i) =>
        `<tr>${cell(`${i.quantity} × ${i.name} (${i.sku})`, 'left')}${cell(m(i.unitPriceMinor))}${cell(m(i.unitPriceMinor * i.quantity))}</tr>`,
    )
    .join('');
  const savingRows = quote.savings
    .map(
      (s) =>
        `<tr>${cell(`${BAND_NAMES[s.bandId] ?? s.bandId} (${s.incomeTaxPercent} % + ${s.nationalInsurancePercent} % NI)`, 'left')}` +
        `${cell(m(s.monthlyGrossMinor))}${cell(m(s.monthlyNetMinor))}${cell(m(s.taxSavedMinor))}` +
        `${cell(m(s.nationalInsuranceSavedMinor))}${cell(m(s.netCostMinor))}${cell(`${s.savingPercent} %`)}</tr>`,
    )
    .join('');
  const head = (labels: string[]) =>
    `<tr>${labels.map((l, i) => `<th style="text-align:${i ? 'right' : 'left'};padding:4px 8px">${escapeHtml(l)}</th>`).join('')}</tr>`;
  const blocks = [
    `<table style="border-collapse:collapse">${head(['Item', 'Price', 'Amount'])}${itemRows}<tr><th style="text-align:left;padding:4px 8px">Total</th><td></td>${cell(m(quote.totalMinor))}</tr></table>`,
    `<h2 style="font-size:1.1em">Your savings by tax band over ${quote.hireMonths} months</h2>`,
    `<table style="border-collapse:collapse">${head(['Tax band', 'Monthly gross', 'Monthly net', 'Tax saved', 'NI saved', 'You pay', 'Saving'])}${savingRows}</table>`,
    `<p><strong>Supplier</strong><br>${supplierLines.map(escapeHtml).join('<br>')}</p>`,
  ];
  return {
    subject: `Your Cycle to Work quote ${quote.number} from ${supplier.name}`,
    text: `${text}\n`,
    html: mailHtml(paragraphs, undefined, blocks),
  };
}
