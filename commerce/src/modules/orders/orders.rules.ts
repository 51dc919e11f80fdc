/** The largest page of orders the account may ask for. */
export const MAX_ORDER_PAGE_SIZE = 100;

/** What is wrong with an order page request, in words a frontend developer can act on (empty when nothing is). */
export function orderPageProblems(options: { currentPage: number; pageSize: number }): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(options.currentPage) || options.currentPage < 1) problems.push('currentPage must be 1 or more');
  if (!Number.isInteger(options.pageSize) || options.pageSize < 1 || options.pageSize > MAX_ORDER_PAGE_SIZE) {
    problems.push(`pageSize must be between 1 and ${MAX_ORDER_PAGE_SIZE}`);
  }
  return problems;
}
