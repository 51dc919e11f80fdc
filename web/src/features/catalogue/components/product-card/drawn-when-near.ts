/**
 * A card off the screen is not laid out or painted until it comes near it (content-visibility), and
 * stands at a phone card's size until its own is known: a phone's first layout of a category page
 * took a quarter less main-thread time, and a bike page's rails took its layout from 63 to 45 ms.
 * For the cards below the first screen only (the listing's after its first six, the rails'): a card
 * the browser has only just parsed stands at that size until it has looked where the card is, so a
 * shorter card on the first screen (a helmet's, 313-334 px on a phone) stood 380 px tall, then the
 * row under it moved up. The card clips its contents, and its focus ring and shadow are its own, so
 * containment hides nothing.
 */
export const DRAWN_WHEN_NEAR = 'content-visibility:auto;contain-intrinsic-size:auto 380px;';
