import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { fillMessage } from '../../shared/message-template';
import { formatMoney } from '../../shared/money';
import { CYCLE_TO_WORK_CURRENCY, type QuoteProblem, type QuoteProblemCode } from './cycle-to-work.rules';

/**
 * What a shopper reads when a Cycle to Work quote cannot be made, in both storefront languages
 * (the API answers them as they are; placeholders are filled from the problem's params, see fillMessage).
 */
const MESSAGES = {
  NOT_AVAILABLE: {
    'en-GB': 'Cycle to Work is a UK scheme: quotes are only available to shoppers in Great Britain.',
    'de-DE': 'Cycle to Work ist ein Programm aus Großbritannien: Angebote gibt es nur für Kunden in Großbritannien.',
  },
  EMPLOYER_REQUIRED: {
    'en-GB': "Please enter your employer's name.",
    'de-DE': 'Bitte geben Sie den Namen Ihres Arbeitgebers ein.',
  },
  EMPLOYER_TOO_LONG: {
    'en-GB': "Please shorten the employer's name to at most {max} characters.",
    'de-DE': 'Bitte kürzen Sie den Namen des Arbeitgebers auf höchstens {max} Zeichen.',
  },
  EMAIL_INVALID: {
    'en-GB': 'Please enter a valid email address.',
    'de-DE': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  PROVIDER_UNKNOWN: {
    'en-GB': 'Please choose your scheme provider from the list.',
    'de-DE': 'Bitte wählen Sie Ihren Anbieter aus der Liste.',
  },
  NO_ITEMS: {
    'en-GB': 'Please add at least one bike or accessory to the quote.',
    'de-DE': 'Bitte fügen Sie dem Angebot mindestens ein Fahrrad oder Zubehör hinzu.',
  },
  TOO_MANY_ITEMS: {
    'en-GB': 'A quote can have at most {max} items.',
    'de-DE': 'Ein Angebot kann höchstens {max} Artikel enthalten.',
  },
  QUANTITY_INVALID: {
    'en-GB': 'Each quantity must be a whole number from 1 to {max}.',
    'de-DE': 'Jede Menge muss eine ganze Zahl von 1 bis {max} sein.',
  },
  ITEM_UNAVAILABLE: {
    'en-GB': '{sku} is not available for a quote.',
    'de-DE': '{sku} ist für ein Angebot nicht verfügbar.',
  },
  BELOW_MINIMUM: {
    'en-GB': '{provider} certificates start at {amount}: please add to your quote.',
    'de-DE': 'Zertifikate von {provider} beginnen bei {amount}: Bitte ergänzen Sie Ihr Angebot.',
  },
  ABOVE_MAXIMUM: {
    'en-GB': '{provider} certificates go up to {amount}: please remove something from your quote.',
    'de-DE': 'Zertifikate von {provider} reichen bis {amount}: Bitte entfernen Sie etwas aus Ihrem Angebot.',
  },
  RATE_LIMITED: {
    'en-GB': 'You have requested a lot of quotes. Please try again in {minutes:minute}.',
    'de-DE': 'Sie haben viele Angebote angefordert. Bitte versuchen Sie es in {minutes:minute} erneut.',
  },
} as const satisfies Record<QuoteProblemCode, Record<StoreCode, string>>;

/**
 * The message for a quote problem in the storefront's language; an `amount` param is pence, shown
 * in the storefront's money format.
 */
export function quoteProblemMessage(problem: QuoteProblem, store: string): string {
  const locale = toStoreCode(store);
  return fillMessage(MESSAGES[problem.code][locale], locale, problem.params, (name, value) =>
    name === 'amount' ? formatMoney(Number(value), locale, CYCLE_TO_WORK_CURRENCY) : undefined,
  );
}
