import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './shared/paths';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR/pglite is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where embedded state lives (PGlite files, mail outbox). */
  DATA_DIR: z.string().min(1).optional(),
  /** Seed the database when it is empty (idempotent). */
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
});

export type CommerceEnv = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string | undefined;
  dataDir: string;
  seedOnStart: boolean;
}>;

/**
 * Parses the commerce configuration from `source` (process.env by default) and fails fast with a
 * message naming the offending variable.
 */
export function loadCommerceEnv(source: NodeJS.ProcessEnv = process.env): CommerceEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid commerce configuration: ${problems}`);
  }
  const v = parsed.data;
  return Object.freeze({
    nodeEnv: v.NODE_ENV,
    databaseUrl: v.DATABASE_URL,
    dataDir: path.resolve(v.DATA_DIR ?? path.join(repoRoot(), '.data')),
    seedOnStart: v.SEED_ON_START === 'true',
  });
}
