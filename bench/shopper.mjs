// What the benches' shoppers send (bench/scenarios.mjs, bench/soak.mjs, bench/faults.mjs): the
// password their accounts get, the GraphQL documents of registering, signing in and adding to a
// cart, and a delivery address in the UK storefront's format.

/** The password of every account a bench registers. */
export const BENCH_PASSWORD = 'Bench-cadence-2026';

export const REGISTER = 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
export const SIGN_IN =
  'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }';
export const ADD_TO_CART = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { code message } } }`;

/** A UK delivery address for a shopper named `firstname` Rider (the email is the address's contact). */
export function ukAddress(firstname) {
  return {
    firstname,
    lastname: 'Rider',
    street: ['1 Saddle Lane'],
    city: 'London',
    postcode: 'SW1A 1AA',
    country_code: 'GB',
    telephone: '07700 900123',
    email: `${firstname.toLowerCase()}@example.com`,
  };
}
