import type { CategoryListGetQuery } from '../../../../src/graphql/graphql';
import { CategoryListGetDocument } from '../../../../src/graphql/documents/CategoryListGetDocument';
import { BadRequest, restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/category/list { urlPath } → { categoryList: [category], error }. */
export default restShim(
  'POST',
  async (req) => {
    const urlPath = (typeof req.body === 'object' && req.body && req.body.urlPath) || '';
    if (typeof urlPath !== 'string' || !urlPath.trim()) throw new BadRequest('urlPath is required');
    const data = await runQuery(req, CategoryListGetDocument, { urlPath });
    return { categoryList: data.categoryList as CategoryListGetQuery['categoryList'] };
  },
  { categoryList: [] as CategoryListGetQuery['categoryList'] },
);
