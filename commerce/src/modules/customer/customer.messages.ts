import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { fillMessage } from '../../shared/message-template';

/**
 * Every customer-facing message of the account capability in both storefront languages. The
 * GraphQL edge translates error keys with this table, so a shopper reads the server's message as
 * is ('Required Field' is the spec's wording).
 */
const MESSAGES = {
  unauthenticated: {
    'en-GB': "The current customer isn't authorized.",
    'de-DE': 'Der aktuelle Kunde ist nicht angemeldet.',
  },
  invalidCredentials: {
    'en-GB': 'The email address or password is incorrect. Please check them and try again.',
    'de-DE': 'Die E-Mail-Adresse oder das Passwort ist falsch. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  },
  emailTaken: {
    'en-GB': 'An account with this email address already exists. Please sign in or reset your password.',
    'de-DE': 'Mit dieser E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  },
  invalidPassword: {
    'en-GB': "The password doesn't match this account. Please check it and try again.",
    'de-DE': 'Das Passwort passt nicht zu diesem Konto. Bitte prüfen Sie es und versuchen Sie es erneut.',
  },
  resetTokenInvalid: {
    'en-GB': 'This password reset link has expired or has already been used. Please request a new one.',
    'de-DE':
      'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  },
  rateLimited: {
    'en-GB': 'Too many attempts. Please try again in {minutes:minute}.',
    'de-DE': 'Zu viele Versuche. Bitte versuchen Sie es in {minutes:minute} erneut.',
  },
  addressNotFound: {
    'en-GB': 'Could not find an address with ID "{id}"',
    'de-DE': 'Es wurde keine Adresse mit der ID „{id}“ gefunden',
  },
  addressBookFull: {
    'en-GB': 'You can keep up to {max} addresses. Please delete one first.',
    'de-DE': 'Sie können bis zu {max} Adressen speichern. Bitte löschen Sie zuerst eine.',
  },
  invalidInput: {
    'en-GB': 'Please check the highlighted fields.',
    'de-DE': 'Bitte prüfen Sie die markierten Felder.',
  },
  invalidArguments: {
    'en-GB': 'Invalid arguments: {detail}',
    'de-DE': 'Ungültige Angaben: {detail}',
  },
  required: { 'en-GB': 'Required Field', 'de-DE': 'Pflichtfeld' },
  tooLong: {
    'en-GB': 'Please use at most {max} characters.',
    'de-DE': 'Bitte verwenden Sie höchstens {max} Zeichen.',
  },
  invalidEmail: {
    'en-GB': 'Please enter a valid email address.',
    'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  passwordRules: {
    'en-GB': 'Use at least 8 characters, with at least one letter and one number.',
    'de-DE': 'Mindestens 8 Zeichen, davon mindestens ein Buchstabe und eine Ziffer.',
  },
  invalidPostcode: {
    'en-GB': 'Please enter a valid postcode, for example {example}.',
    'de-DE': 'Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel {example}.',
  },
  unknownCountry: {
    'en-GB': 'Please choose a country we deliver to.',
    'de-DE': 'Bitte wählen Sie ein Land, in das wir liefern.',
  },
  invalidTelephone: {
    'en-GB': 'Please enter a valid phone number.',
    'de-DE': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  },
  tooManyStreetLines: {
    'en-GB': 'Please use address line 1 and, if needed, address line 2.',
    'de-DE': 'Bitte verwenden Sie Adresszeile 1 und bei Bedarf Adresszeile 2.',
  },
} as const satisfies Record<string, Record<StoreCode, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message for `key` in the storefront's language, with its placeholders filled (see fillMessage). */
export function customerMessage(key: MessageKey, store: StoreCode, params: Record<string, string | number> = {}): string {
  const locale = toStoreCode(store);
  return fillMessage(MESSAGES[key][locale], locale, params);
}
