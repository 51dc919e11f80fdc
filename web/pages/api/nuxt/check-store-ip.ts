import { StoreIpCheckDocument } from '../../../src/graphql/documents/StoreIpCheckDocument';
import { restShim, runQuery } from '../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** POST /nuxt/api/check-store-ip { ipAddress } → { isStoreIp, error } ('No IP address found' without one). */
export default restShim(
  'POST',
  async (req) => {
    const body = (typeof req.body === 'object' && req.body) || {};
    const ipAddress = typeof body.ipAddress === 'string' ? body.ipAddress : '';
    const data = await runQuery(req, StoreIpCheckDocument, { ipAddress });
    if (data.isStoreIp.error) return { isStoreIp: false, error: data.isStoreIp.error } as { isStoreIp: boolean };
    return { isStoreIp: data.isStoreIp.isStoreIp };
  },
  { isStoreIp: false },
);
