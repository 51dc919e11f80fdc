/** A search text the API cannot run (empty, wordless, too long); the message names the problem. */
export class SearchInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'SearchInputError';
  }
}
