import { toStoreCode } from '@cadence/server-kit/storefronts';
import { fillMessage } from '../../shared/message-template';

/**
 * Shopper-facing checkout messages in both storefronts. en-GB is the spec's wording where it has
 * one ('Sign in or create an account with us to complete your purchase', one bike per checkout).
 */
export const CHECKOUT_MESSAGES = {
  'en-GB': {
    signInToCheckout: 'Sign in or create an account with us to complete your purchase',
    cartEmpty: 'Your cart is empty',
    oneBikePerCheckout:
      'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.',
    itemUnavailable: '"{name}" is no longer available. Please remove it from your cart to continue.',
    soldOut:
      'Sorry, "{name}" sold out while you were checking out. Nothing has been charged and everything else is still in your cart.',
    cartChanged: 'Your cart changed while you were checking out. Please check it and place your order again.',
    shippingAddressMissing: 'Please enter a delivery address.',
    billingAddressMissing: 'Please enter a billing address.',
    shippingMethodMissing: 'Please choose a delivery method.',
    shippingMethodUnavailable: 'This delivery method is not available for your order.',
    noDeliveryRate:
      'Sorry, we do not offer standard delivery to {country} for orders in {currency}. Please choose another delivery method if one is offered, or contact us.',
    shopMissing: 'Please choose a store to collect your order from.',
    addressCountry:
      'Your delivery address must be in {country}, the country you are shopping in. Change the country at the top of the page to deliver elsewhere.',
    addressNotFound: 'Could not find that address in your address book.',
    paymentMissing: 'Please enter your card details.',
    paymentDeclined: 'Your card was declined. Nothing has been charged; please try another card.',
    insufficientFunds: 'Your card was declined for insufficient funds. Nothing has been charged; please try another card.',
    authenticationFailed: 'The card payment was not confirmed. Nothing has been charged; please try again.',
    confirmPayment: 'Please confirm the payment with your card issuer to complete your order.',
    invalidCardNumber: 'Please enter a valid card number.',
    cardExpired: 'Please enter an expiry date that has not passed.',
    invalidCvc: 'Please enter the 3 or 4 digit security code.',
    certificateNotFound: 'We could not find a {issuer} certificate with that code.',
    certificateUsed: 'This Cycle to Work certificate has already been used.',
    certificateExpired: 'This Cycle to Work certificate has expired.',
    certificateCurrency: 'Cycle to Work certificates can only pay for orders in pounds sterling.',
    certificateTooManyTries:
      'Too many certificate codes were not recognised. Please check the code on your certificate and try again in an hour, or contact us.',
    invalidAttemptKey: 'The idempotency key must be 16 to 64 letters, digits, hyphens or underscores.',
    usePartner: 'Orders to {country} are completed with our international checkout partner.',
    unknownPaymentMethod: 'Please choose card, Cycle to Work certificate or finance.',
    financeUnavailable:
      'Finance is not available for this order: it is offered to UK customers paying in pounds for amounts our lender finances.',
    cycleToWorkUnavailable:
      'Cycle to Work is not available for this order: it is offered to UK customers paying in pounds. Please choose another way to pay.',
    financeChoiceMissing: 'Please choose a finance option and your deposit.',
    financeProduct:
      'This finance option is not available for your order total and deposit. Please choose another option or change the deposit.',
    financeWithCertificate: 'A Cycle to Work certificate cannot be combined with finance. Please choose one way to pay.',
    financeTooManyOpen:
      'You already have finance applications waiting for a decision. Please complete or wait for those before applying again, or pay another way.',
    financeTooManyUnits:
      'Orders waiting for a finance decision can hold at most {max} items for you. Please reduce the quantities, complete your open application first, or pay another way.',
    tooManyDeclines: 'Too many card payments have been declined. Please try again in {minutes:minute}.',
    financeTooManyFromNetwork:
      'Too many orders paid by finance have been placed from your network. Please try again in {minutes:minute}, or pay another way.',
    notPartnerCountry: 'Orders to your country are completed in our own checkout.',
    noDelivery: 'Sorry, we do not deliver to {country} for orders in {currency}. Please contact us if you need help.',
    paymentCard: 'Card',
    paymentCycleToWork: 'Cycle to Work certificate',
    paymentFinance: 'Finance (pay monthly)',
  },
  'de-DE': {
    signInToCheckout: 'Melden Sie sich an oder erstellen Sie ein Konto bei uns, um Ihren Einkauf abzuschließen',
    cartEmpty: 'Ihr Warenkorb ist leer',
    oneBikePerCheckout:
      'Um eine pünktliche Lieferung und den besten Service zu gewährleisten, ist pro Bestellung nur ein Fahrrad möglich. Vielen Dank für Ihr Verständnis.',
    itemUnavailable: '„{name}“ ist nicht mehr verfügbar. Bitte entfernen Sie den Artikel aus Ihrem Warenkorb, um fortzufahren.',
    soldOut:
      'Leider wurde „{name}“ während Ihres Bestellvorgangs ausverkauft. Es wurde nichts belastet, und alle anderen Artikel bleiben in Ihrem Warenkorb.',
    cartChanged: 'Ihr Warenkorb hat sich während des Bestellvorgangs geändert. Bitte prüfen Sie ihn und bestellen Sie erneut.',
    shippingAddressMissing: 'Bitte geben Sie eine Lieferadresse ein.',
    billingAddressMissing: 'Bitte geben Sie eine Rechnungsadresse ein.',
    shippingMethodMissing: 'Bitte wählen Sie eine Versandart.',
    shippingMethodUnavailable: 'Diese Versandart ist für Ihre Bestellung nicht verfügbar.',
    noDeliveryRate:
      'Lieferziel {country}: Für Bestellungen in {currency} bieten wir leider keine Standardlieferung an. Bitte wählen Sie, falls angeboten, eine andere Versandart, oder kontaktieren Sie uns.',
    shopMissing: 'Bitte wählen Sie eine Filiale, in der Sie Ihre Bestellung abholen.',
    addressCountry:
      'Ihre Lieferadresse muss in {country} liegen, dem Land, in dem Sie einkaufen. Ändern Sie das Land oben auf der Seite, um woandershin zu liefern.',
    addressNotFound: 'Diese Adresse wurde in Ihrem Adressbuch nicht gefunden.',
    paymentMissing: 'Bitte geben Sie Ihre Kartendaten ein.',
    paymentDeclined: 'Ihre Karte wurde abgelehnt. Es wurde nichts belastet; bitte versuchen Sie es mit einer anderen Karte.',
    insufficientFunds:
      'Ihre Karte wurde mangels Deckung abgelehnt. Es wurde nichts belastet; bitte versuchen Sie es mit einer anderen Karte.',
    authenticationFailed: 'Die Kartenzahlung wurde nicht bestätigt. Es wurde nichts belastet; bitte versuchen Sie es erneut.',
    confirmPayment: 'Bitte bestätigen Sie die Zahlung bei Ihrer Bank, um Ihre Bestellung abzuschließen.',
    invalidCardNumber: 'Bitte geben Sie eine gültige Kartennummer ein.',
    cardExpired: 'Bitte geben Sie ein Ablaufdatum ein, das noch nicht vergangen ist.',
    invalidCvc: 'Bitte geben Sie die 3- oder 4-stellige Prüfnummer ein.',
    certificateNotFound: 'Wir konnten kein Zertifikat von {issuer} mit diesem Code finden.',
    certificateUsed: 'Dieses Cycle-to-Work-Zertifikat wurde bereits verwendet.',
    certificateExpired: 'Dieses Cycle-to-Work-Zertifikat ist abgelaufen.',
    certificateCurrency: 'Cycle-to-Work-Zertifikate können nur für Bestellungen in Pfund Sterling verwendet werden.',
    certificateTooManyTries:
      'Zu viele Zertifikatscodes wurden nicht erkannt. Bitte prüfen Sie den Code auf Ihrem Zertifikat und versuchen Sie es in einer Stunde erneut, oder kontaktieren Sie uns.',
    invalidAttemptKey: 'Der Idempotenzschlüssel muss aus 16 bis 64 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
    usePartner: 'Bestellungen nach {country} schließen Sie bei unserem internationalen Checkout-Partner ab.',
    unknownPaymentMethod: 'Bitte wählen Sie Karte, Cycle-to-Work-Zertifikat oder Finanzierung.',
    financeUnavailable:
      'Für diese Bestellung ist keine Finanzierung möglich: Sie wird Kunden im Vereinigten Königreich angeboten, die in Pfund zahlen, für Beträge, die unser Kreditgeber finanziert.',
    cycleToWorkUnavailable:
      'Cycle-to-Work ist für diese Bestellung nicht möglich: Es wird Kunden im Vereinigten Königreich angeboten, die in Pfund zahlen. Bitte wählen Sie eine andere Zahlungsart.',
    financeChoiceMissing: 'Bitte wählen Sie eine Finanzierungsoption und Ihre Anzahlung.',
    financeProduct:
      'Diese Finanzierungsoption ist für Ihre Bestellsumme und Anzahlung nicht verfügbar. Bitte wählen Sie eine andere Option oder ändern Sie die Anzahlung.',
    financeWithCertificate:
      'Ein Cycle-to-Work-Zertifikat kann nicht mit einer Finanzierung kombiniert werden. Bitte wählen Sie eine Zahlungsart.',
    financeTooManyOpen:
      'Sie haben bereits Finanzierungsanträge, über die noch nicht entschieden ist. Bitte schließen Sie diese ab oder warten Sie die Entscheidung ab, bevor Sie erneut beantragen, oder zahlen Sie anders.',
    financeTooManyUnits:
      'Bestellungen, die auf eine Finanzierungsentscheidung warten, können höchstens {max} Artikel für Sie reservieren. Bitte verringern Sie die Mengen, schließen Sie zuerst Ihren offenen Antrag ab, oder zahlen Sie anders.',
    tooManyDeclines: 'Zu viele Kartenzahlungen wurden abgelehnt. Bitte versuchen Sie es in {minutes:minute} erneut.',
    financeTooManyFromNetwork:
      'Aus Ihrem Netzwerk wurden zu viele Bestellungen mit Finanzierung aufgegeben. Bitte versuchen Sie es in {minutes:minute} erneut, oder zahlen Sie anders.',
    notPartnerCountry: 'Bestellungen in Ihr Land schließen Sie in unserer eigenen Kasse ab.',
    noDelivery:
      'Lieferziel {country}: Bestellungen in {currency} können wir leider nicht dorthin liefern. Bei Fragen helfen wir Ihnen gern weiter.',
    paymentCard: 'Karte',
    paymentCycleToWork: 'Cycle-to-Work-Zertifikat',
    paymentFinance: 'Finanzierung (monatliche Raten)',
  },
} as const;

export type CheckoutMessageKey = keyof (typeof CHECKOUT_MESSAGES)['en-GB'];

/** A checkout message in a storefront's language with its placeholders filled (see fillMessage). */
export function checkoutMessage(store: string, key: CheckoutMessageKey, params: Record<string, string | number> = {}): string {
  const locale = toStoreCode(store);
  return fillMessage(CHECKOUT_MESSAGES[locale][key], locale, params);
}
