import { MainMenuEntriesGetDocument } from '../../../../src/graphql/documents/MainMenuEntriesGetDocument';
import { restShim, runQuery } from '../../../../src/shared/api/gateway-operation';

/** GET /nuxt/api/header/main-menu → { mainMenuEntries, error }; failures give an empty list. */
export default restShim('GET', async (req) => runQuery(req, MainMenuEntriesGetDocument, {}), { mainMenuEntries: [] });
