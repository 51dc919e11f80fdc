/** The most SKUs one batch lookup may ask for (recently viewed shows 6; a little headroom for other lists). */
export const MAX_SKUS_PER_LOOKUP = 24;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * What is wrong with a batch SKU lookup, in words a frontend developer can act on (an empty list
 * when nothing is): too many SKUs, or a SKU that cannot exist (wrong characters or length).
 */
export function skuLookupProblems(skus: readonly string[]): string[] {
  const problems: string[] = [];
  if (skus.length > MAX_SKUS_PER_LOOKUP) problems.push(`skus may list at most ${MAX_SKUS_PER_LOOKUP} SKUs.`);
  const bad = skus.filter((sku) => !SKU.test(sku));
  if (bad.length) {
    problems.push(
      `SKU ${JSON.stringify(bad[0]!.slice(0, 70))} is not a valid SKU (letters, digits, '.', '_' and '-', up to 64 characters).`,
    );
  }
  return problems;
}

/** The SKUs to look up: each once, in the order first asked for. */
export function uniqueSkus(skus: readonly string[]): string[] {
  return [...new Set(skus)];
}
