import type { AddressFormValues } from '../customer/addresses/address.rules';
import { addressInput } from '../customer/addresses/address.rules';

/** The checkout as the page reads it (the CheckoutFields fragment's `checkout`). */
export type CheckoutState = {
  route: 'SHOP' | 'PARTNER';
  shipping_address: { country_code: string } | null;
  billing_same_as_shipping: boolean;
  billing_address: unknown;
  selected_shipping_method: { method_code: string } | null;
  selected_pickup_location: { pickup_location_code: string } | null;
};

/** The steps of the shop's checkout, in order. */
export type CheckoutStep = 'delivery' | 'address' | 'payment';

/**
 * The first step still to do: the delivery method first (click and collect needs no delivery
 * address), then the address it needs, then payment (which also places the order).
 */
export function nextCheckoutStep(checkout: CheckoutState): CheckoutStep {
  const method = checkout.selected_shipping_method?.method_code ?? null;
  if (!method) return 'delivery';
  if (method === 'CLICK_AND_COLLECT') {
    if (!checkout.selected_pickup_location) return 'delivery';
    return checkout.billing_address ? 'payment' : 'address';
  }
  return checkout.shipping_address ? 'payment' : 'address';
}

/** An address form's values as the checkout API takes them (CartAddressInput). */
export function cartAddressInput(values: AddressFormValues, saveInAddressBook: boolean) {
  const input = addressInput(values);
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    telephone: input.telephone,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    region: input.region ?? null,
    country_code: input.country_code,
    save_in_address_book: saveInAddressBook,
  };
}

/**
 * A new key for one attempt to place the order. A double click or a retried request sends the
 * same key (one order); after a refusal the shopper's next try is a new attempt with a new key.
 */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** A card as typed: digits only, grouped in fours for reading. */
export function formatCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" (or "MM / YYYY") as month and four-digit year; null when it is not a date. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
