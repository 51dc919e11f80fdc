import type { Minor } from '../../shared/money';

/**
 * A card payment's life: authorised (or held for the shopper's extra confirmation first), then
 * captured when the order is placed, or voided when it is not; a captured payment can be refunded.
 * Declined, voided and refunded are final.
 */
export type PaymentStatus =
  'requires_action' | 'authorised' | 'declined' | 'captured' | 'voided' | 'partially_refunded' | 'refunded';

const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  requires_action: ['authorised', 'declined'],
  authorised: ['captured', 'voided'],
  declined: [],
  captured: ['partially_refunded', 'refunded'],
  voided: [],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

/** Whether a payment in `from` may move to `to`. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses a payment may move to `to` from: what a write of `to` requires the row to hold. */
export function paymentStatusesBefore(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(NEXT) as PaymentStatus[]).filter((from) => NEXT[from].includes(to));
}

/** The status after a move; throws for a move the life of a payment does not allow (a bug, not input). */
export function movePayment(from: PaymentStatus, to: PaymentStatus): PaymentStatus {
  if (!canMovePayment(from, to)) throw new Error(`a payment cannot move from ${from} to ${to}`);
  return to;
}

/** Whether a card number passes the Luhn check (digits only, 12–19 of them). */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces and dashes allowed) reduced to its digits. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** What is wrong with a card as entered (empty when nothing is), field by field. */
export function cardProblems(
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string },
  now: Date,
): Partial<Record<'number' | 'expiry' | 'cvc', 'invalidCardNumber' | 'cardExpired' | 'invalidCvc'>> {
  const problems: Partial<Record<'number' | 'expiry' | 'cvc', 'invalidCardNumber' | 'cardExpired' | 'invalidCvc'>> = {};
  if (!passesLuhn(cardDigits(card.number))) problems.number = 'invalidCardNumber';
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  const valid =
    Number.isInteger(card.expiryMonth) &&
    card.expiryMonth >= 1 &&
    card.expiryMonth <= 12 &&
    Number.isInteger(year) &&
    (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expiryMonth >= now.getUTCMonth() + 1));
  if (!valid) problems.expiry = 'cardExpired';
  if (!/^[0-9]{3,4}$/.test(card.cvc)) problems.cvc = 'invalidCvc';
  return problems;
}

/**
 * ISO 4217 minor-unit digits of the currencies that do not have two (every other has two): the
 * yen, the won and the Icelandic króna have no minor unit; the Kuwaiti, Bahraini and other dinars
 * (and the Omani rial) have three.
 */
const ISO_4217_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** How many decimal places a currency's minor unit has (ISO 4217). */
export function currencyDigits(currency: string): number {
  return ISO_4217_DIGITS[currency.toUpperCase()] ?? 2;
}

/**
 * An amount as card providers count it: in the currency's ISO 4217 minor unit (¥1,900 is 1900,
 * £12.34 is 1234). The shop keeps every currency in hundredths (`shared/money`), so a yen amount
 * would be charged a hundred times over if it crossed unconverted. A fraction of a unit the
 * currency does not have is rounded half away from zero.
 */
export function toProviderAmount(minor: Minor, currency: string): number {
  const shift = currencyDigits(currency) - 2;
  if (shift >= 0) return minor * 10 ** shift;
  return Math.sign(minor) * Math.round(Math.abs(minor) / 10 ** -shift);
}

/** A provider's amount (ISO 4217 minor units) back in the shop's hundredths. */
export function fromProviderAmount(amount: number, currency: string): Minor {
  const shift = currencyDigits(currency) - 2;
  if (shift <= 0) return amount * 10 ** -shift;
  return Math.sign(amount) * Math.round(Math.abs(amount) / 10 ** shift);
}

/** Whether a charge is for `amountMinor` in `currency`, as the provider counts it. */
export function isChargeFor(charge: { amountMinor: Minor; currency: string }, amountMinor: Minor, currency: string): boolean {
  return (
    charge.currency === currency && toProviderAmount(charge.amountMinor, currency) === toProviderAmount(amountMinor, currency)
  );
}
