/**
 * `npm run db:prepare`: applies migrations and seeds an empty database, then exits. The gateway
 * does the same at start; this exists for operations (a one-off job before scaling out).
 */
import { loadCommerceEnv } from '../env';
import { startCommerce } from '../commerce';

async function main(): Promise<void> {
  const env = loadCommerceEnv();
  const commerce = await startCommerce(env);
  const [countries, main] = await Promise.all([commerce.store.listCountries(), commerce.menus.mainMenuEntries('en-GB')]);
  console.log(`database ready (${commerce.database.driver}): ${countries.length} countries, ${main.length} main menu entries`);
  await commerce.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
