// Jest (web/jest.config.cjs setupFiles): tests that give PageDataProvider a client render with it at
// once, as before the cache-watching half of the query hooks became a chunk loaded with the client.
import { registerQueryWatch } from './query-hooks';
import * as queryWatch from './query-watch';

registerQueryWatch(queryWatch);
