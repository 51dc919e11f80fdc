/**
 * A guest's designs and saved products move into the account at sign-in in one request, which
 * commerce refuses whole past its limits (tooManyProducts): the browser keeps no more than that.
 * Held to commerce's own constants, imported from its source for this test only.
 */
import {
  MAX_DESIGN_NAME,
  MAX_DESIGNS_PER_IMPORT,
  MAX_PRODUCTS_PER_SAVE,
} from '../../../../commerce/src/modules/personal/personal.rules';
import { MAX_GUEST_DESIGNS, MAX_NAME } from './personal.rules';
import { MAX_GUEST_PRODUCTS } from './saved-products.rules';

describe('guest limits = what the account takes in one move', () => {
  it('keeps at most as many designs, names as long and as many products as commerce imports at once', () => {
    expect({ designs: MAX_GUEST_DESIGNS, name: MAX_NAME, products: MAX_GUEST_PRODUCTS }).toEqual({
      designs: MAX_DESIGNS_PER_IMPORT,
      name: MAX_DESIGN_NAME,
      products: MAX_PRODUCTS_PER_SAVE,
    });
  });
});
