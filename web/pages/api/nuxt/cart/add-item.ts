import { addItemsShim } from '../../../../src/features/cart/cart-add-shim';

/** POST /nuxt/api/cart/add-item { cartItems } → { addProductsToCart: { cart, user_errors }, error } (spec §7). */
export default addItemsShim;
