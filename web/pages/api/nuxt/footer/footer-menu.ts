import { FooterMenuEntriesGetDocument } from '../../../../src/graphql/documents/FooterMenuEntriesGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

// Next parses the body before the shim runs: at most this much (src/shared/api/shim-body-limit.ts).
export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };

/** GET /nuxt/api/footer/footer-menu → { footerMenuEntries, error }; failures give an empty list. */
export default restShim('GET', async (req) => runQuery(req, FooterMenuEntriesGetDocument, {}), { footerMenuEntries: [] });
