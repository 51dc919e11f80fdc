import { addItemsShim } from '../../../../src/features/cart/cart-add-shim';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/**
 * POST /nuxt/api/cart/add-bike { cartItems } → { addProductsToCart: { cart, user_errors }, error }:
 * a bike's size sku and its child items (a custom colour with parent_sku), added together or not at all.
 */
export default addItemsShim;
