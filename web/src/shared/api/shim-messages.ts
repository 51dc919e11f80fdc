import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';

/**
 * The REST shims' own answers when they refuse or fail a call (spec §7: a call's `error` field is
 * shown to the shopper), in the storefront's language. Errors the gateway gives are already in it.
 */
export type ShimMessages = {
  crossSite: string;
  notJson: string;
  method: (method: string) => string;
  unavailable: string;
};

const MESSAGES: Record<StoreCode, ShimMessages> = {
  'en-GB': {
    crossSite: 'Cross-site requests are not allowed.',
    notJson: 'The request body must be JSON (application/json).',
    method: (method: string) => `Method ${method} is not allowed here.`,
    unavailable: 'The service is unavailable. Please try again.',
  },
  'de-DE': {
    crossSite: 'Anfragen von anderen Websites sind nicht erlaubt.',
    notJson: 'Der Inhalt der Anfrage muss JSON sein (application/json).',
    method: (method: string) => `Die Methode ${method} ist hier nicht erlaubt.`,
    unavailable: 'Der Dienst ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  },
};

/** The shims' messages for a storefront (en-GB for anything else). */
export function shimMessages(store: string): ShimMessages {
  return byStore(store, MESSAGES);
}
