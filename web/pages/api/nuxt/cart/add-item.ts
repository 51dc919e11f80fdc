import { addItemsShim } from '../../../../src/features/cart/cart-add-shim';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/cart/add-item { cartItems } → { addProductsToCart: { cart, user_errors }, error } (spec §7). */
export default addItemsShim;
