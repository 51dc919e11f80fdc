import { FooterMenuEntriesGetDocument } from '../../../../src/graphql/documents/FooterMenuEntriesGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/footer/footer-menu → { footerMenuEntries, error }; failures give an empty list. */
export default restShim('GET', async (req) => runQuery(req, FooterMenuEntriesGetDocument, {}), { footerMenuEntries: [] });
