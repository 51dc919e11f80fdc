import { existsSync } from 'node:fs';
import path from 'node:path';

/** Walks up from `start` to the folder holding `marker` (the repo root holds turbo.json). */
export function findUp(marker: string, start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${marker} above ${start}`);
    dir = parent;
  }
}

/** The monorepo root, whether this code runs from src (tests) or dist (build). */
export const repoRoot = (): string => findUp('turbo.json');
/** The commerce package root (holds src/db/migrations, which tsc does not copy). */
export const commerceRoot = (): string => findUp('drizzle.config.ts');
