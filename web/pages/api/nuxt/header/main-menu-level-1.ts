import { MainMenuEntriesGetDocument } from '../../../../src/graphql/documents/MainMenuEntriesGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/header/main-menu-level-1 → { mainMenuEntries (level 1 only), error }. */
export default restShim('GET', async (req) => runQuery(req, MainMenuEntriesGetDocument, { level: 1 }), { mainMenuEntries: [] });
