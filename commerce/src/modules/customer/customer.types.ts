import type { StoreCode } from '@cadence/server-kit/storefronts';

export type Customer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  store: StoreCode;
  isSubscribed: boolean;
  defaultShippingId: number | null;
  defaultBillingId: number | null;
  createdAt: Date;
};

export type CustomerAddress = {
  id: number;
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  region: string | null;
  countryCode: string;
};

/** What a shopper submits for an address (create and update). */
export type AddressInput = {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  street: string[];
  city: string;
  postcode: string;
  region?: string | null;
  countryCode: string;
  defaultShipping?: boolean | null;
  defaultBilling?: boolean | null;
};

export type RegistrationInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  isSubscribed?: boolean | null;
};

export type ProfileInput = { firstName?: string | null; lastName?: string | null; isSubscribed?: boolean | null };

/** Who is asking: their storefront (language of messages and emails) and network address. */
export type RequestOrigin = { store: StoreCode; clientIp: string };

/** Tokens handed to the client once; the server keeps only their hashes. */
export type IssuedSession = {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  refreshExpiresAt: Date;
};

export type AuthenticatedCustomer = { customerId: string; sessionId: string };
