import type { Db } from '../client';

/** The transaction handle seed functions write through. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
