import type { UrlInfoGetQuery } from '../../../../src/graphql/graphql';
import { UrlInfoGetDocument } from '../../../../src/graphql/documents/UrlInfoGetDocument';
import { BadRequest, restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/routing/main?urlKey=… → { getUrlInfo: { redirect_url, page_status, page_type }, error } */
export default restShim(
  'GET',
  async (req) => {
    const urlKey = req.query.urlKey;
    if (typeof urlKey !== 'string') throw new BadRequest('The urlKey query parameter is required');
    const data = await runQuery(req, UrlInfoGetDocument, { urlKey });
    return { getUrlInfo: data.getUrlInfo as UrlInfoGetQuery['getUrlInfo'] | null };
  },
  { getUrlInfo: null as UrlInfoGetQuery['getUrlInfo'] | null },
);
