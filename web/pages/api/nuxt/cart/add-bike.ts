import { addItemsShim } from '../../../../src/features/cart/cart-add-shim';

/**
 * POST /nuxt/api/cart/add-bike { cartItems } → { addProductsToCart: { cart, user_errors }, error }:
 * a bike's size sku and its child items (a custom colour with parent_sku), added together or not at all.
 */
export default addItemsShim;
