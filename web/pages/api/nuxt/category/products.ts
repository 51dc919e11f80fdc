import { toProductListVariables } from '../../../../src/features/catalogue/catalogue-shim.rules';
import type { ProductListGetQuery } from '../../../../src/graphql/graphql';
import { ProductListGetDocument } from '../../../../src/graphql/documents/ProductListGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/category/products { pageSize, categoryId, currentPage, fromPrice, toPrice, filters, sort } → { products, error }. */
export default restShim(
  'POST',
  async (req) => {
    const payload = typeof req.body === 'object' && req.body ? req.body : {};
    const data = await runQuery(req, ProductListGetDocument, toProductListVariables(payload));
    return { products: data.products as ProductListGetQuery['products'] | null };
  },
  { products: null as ProductListGetQuery['products'] | null },
);
