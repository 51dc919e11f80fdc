import { toStoreCode } from '@cadence/server-kit/storefronts';
import { fillMessage } from '../../shared/message-template';

/**
 * Shopper-facing cart messages in both storefronts. en-GB wording is the spec's (and Magento's,
 * where clients match it) verbatim.
 */
export const CART_MESSAGES = {
  'en-GB': {
    cartNotFound: 'Could not find a cart with ID "{id}"',
    cartInactive: "The cart isn't active.",
    cartForbidden: 'The current user cannot perform operations on cart "{id}"',
    signInRequired: 'Sign in to use your cart.',
    oneBikePerCheckout:
      'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.',
    cartEmpty: 'Your cart is empty',
    productNotFound: 'Could not find a product with SKU "{sku}"',
    soldOut: 'Currently sold out',
    insufficientStock: 'The requested qty is not available',
    cannotShip: 'Please note we can not ship this product to your selected country',
    selectSize: 'Please select a size',
    selectOption: 'Please select an option',
    invalidQuantity: 'Please enter a quantity between 1 and {max}.',
    tooManyItems: 'Please add or change at most {max} items at once.',
    colourNeedsBike: 'A custom colour can only be added together with its bike.',
    optionNeedsBike: "A bike's option can only be added together with its bike.",
    buildLineLocked: "This option is part of your bike's build: change it in the configurator, or remove the bike.",
    cartFull: 'Your cart holds the most lines it can ({max}). Please check out or remove an item first.',
    itemNotFound: 'Could not find a cart item with ID "{uid}"',
    couponNotFound: 'The coupon code "{code}" is not valid.',
    couponExpired: 'The coupon code "{code}" has expired.',
    couponUsed: 'The coupon code "{code}" has been used up.',
    couponUsedByCustomer: 'You have already used the coupon code "{code}".',
    couponMinSubtotal: 'The coupon code "{code}" needs a subtotal of at least {amount}.',
    couponNoItems: 'The coupon code "{code}" does not apply to any item in your cart.',
    couponAlreadyApplied: 'A coupon is already applied to the cart. Please remove it to apply another.',
    couponDropped: 'The coupon code "{code}" no longer applies to your cart and was removed.',
    tooManyCarts: 'Too many new carts have been started from your network. Please try again in {minutes:minute}.',
    tooManyCouponAttempts: 'Too many coupon codes have been tried. Please try again in {minutes:minute}.',
  },
  'de-DE': {
    cartNotFound: 'Could not find a cart with ID "{id}"',
    cartInactive: "The cart isn't active.",
    cartForbidden: 'The current user cannot perform operations on cart "{id}"',
    signInRequired: 'Bitte melden Sie sich an, um Ihren Warenkorb zu verwenden.',
    oneBikePerCheckout:
      'Um eine pünktliche Lieferung und den besten Service zu gewährleisten, ist pro Bestellung nur ein Fahrrad möglich. Vielen Dank für Ihr Verständnis.',
    cartEmpty: 'Ihr Warenkorb ist leer',
    productNotFound: 'Es wurde kein Produkt mit der SKU „{sku}“ gefunden',
    soldOut: 'Derzeit ausverkauft',
    insufficientStock: 'Die gewünschte Menge ist nicht verfügbar',
    cannotShip: 'Bitte beachten Sie, dass wir dieses Produkt nicht in Ihr ausgewähltes Land liefern können',
    selectSize: 'Bitte wählen Sie eine Größe',
    selectOption: 'Bitte wählen Sie eine Option',
    invalidQuantity: 'Bitte geben Sie eine Menge zwischen 1 und {max} ein.',
    tooManyItems: 'Bitte fügen Sie höchstens {max} Artikel auf einmal hinzu oder ändern Sie höchstens so viele.',
    colourNeedsBike: 'Eine individuelle Farbe kann nur zusammen mit ihrem Fahrrad hinzugefügt werden.',
    optionNeedsBike: 'Eine Option eines Fahrrads kann nur zusammen mit dem Fahrrad hinzugefügt werden.',
    buildLineLocked:
      'Diese Option gehört zur Konfiguration Ihres Rades: Ändern Sie sie im Konfigurator oder entfernen Sie das Rad.',
    cartFull:
      'Ihr Warenkorb enthält bereits die maximale Anzahl an Positionen ({max}). Bitte schließen Sie die Bestellung ab oder entfernen Sie einen Artikel.',
    itemNotFound: 'Es wurde keine Warenkorbposition mit der ID „{uid}“ gefunden',
    couponNotFound: 'Der Gutscheincode „{code}“ ist ungültig.',
    couponExpired: 'Der Gutscheincode „{code}“ ist abgelaufen.',
    couponUsed: 'Der Gutscheincode „{code}“ wurde bereits vollständig eingelöst.',
    couponUsedByCustomer: 'Sie haben den Gutscheincode „{code}“ bereits verwendet.',
    couponMinSubtotal: 'Der Gutscheincode „{code}“ gilt ab einer Zwischensumme von {amount}.',
    couponNoItems: 'Der Gutscheincode „{code}“ gilt für keinen Artikel in Ihrem Warenkorb.',
    couponAlreadyApplied: 'Es ist bereits ein Gutschein eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
    couponDropped: 'Der Gutscheincode „{code}“ gilt nicht mehr für Ihren Warenkorb und wurde entfernt.',
    tooManyCarts:
      'Aus Ihrem Netzwerk wurden zu viele neue Warenkörbe angelegt. Bitte versuchen Sie es in {minutes:minute} erneut.',
    tooManyCouponAttempts: 'Es wurden zu viele Gutscheincodes ausprobiert. Bitte versuchen Sie es in {minutes:minute} erneut.',
  },
} as const;

export type CartMessageKey = keyof (typeof CART_MESSAGES)['en-GB'];

/** A cart message in a storefront's language with its placeholders filled (see fillMessage). */
export function cartMessage(store: string, key: CartMessageKey, params: Record<string, string | number> = {}): string {
  const locale = toStoreCode(store);
  return fillMessage(CART_MESSAGES[locale][key], locale, params);
}
