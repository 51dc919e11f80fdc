/** Small deterministic helpers: the seed must produce identical data on every run. */

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, for per-product random streams that do not shift when data is added. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3's finaliser, so keys that differ in one character give unrelated seeds.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A PRNG stream of its own for one key (and purpose). */
export const rngFor = (key: string, purpose = ''): (() => number) => mulberry32(hashString(`${purpose}:${key}`));

/** Lower-case kebab slug: 'Shimano 105 Di2 R7150' → 'shimano-105-di2-r7150'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .replace(/[×x](?=\d)/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY = 86_400_000;

/**
 * A fixed creation date between January 2025 and October 2026, derived from the key, so every run
 * gives each product the same date.
 */
export function createdAtFor(key: string): Date {
  const r = rngFor(key, 'created');
  const days = Math.floor(r() * 660);
  const minutes = Math.floor(r() * 600);
  return new Date(EPOCH + days * DAY + minutes * 60_000);
}

/** Splits an array into chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** German decimal notation for one decimal place: 8.4 → '8,4'. */
export const deDecimal = (n: number, digits = 1): string => n.toFixed(digits).replace('.', ',');
