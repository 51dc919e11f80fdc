import { ttlMemo } from '../../shared/ttl-cache';
import { SearchInputError } from './search.errors';
import type { SearchRepository } from './search.repository';
import {
  correctedText,
  normaliseSearchText,
  searchConfig,
  searchTextProblems,
  searchWords,
  toTsQueryText,
  type ResolvedWord,
} from './search.rules';

/** A validated search, ready for the catalogue listing: the tsquery and the language to parse it in. */
export type PreparedSearch = {
  /** The shopper's text, normalised. */
  text: string;
  /** The storefront's text-search configuration. */
  config: 'english' | 'german';
  /** tsquery text (words AND-ed, each OR-ed with its correction). */
  tsquery: string;
  /** The text with typos corrected ("did you mean"), or null when nothing was corrected. */
  corrected: string | null;
};

type WordsKey = { store: string; words: string[]; prefixLast: boolean };
type CategoriesKey = { store: string; config: string; tsquery: string; limit: number };

/** Full-text search over the catalogue in the storefront's language, tolerant of small typos. */
export class SearchService {
  private readonly resolve: (key: WordsKey) => Promise<ResolvedWord[]>;
  private readonly categories: (key: CategoriesKey) => Promise<number[]>;

  /**
   * @param ttlMs how long word corrections and category matches are memoised per text (suggestions
   * ask on every keystroke, and the lexicon only changes when the index is rebuilt); 0 disables it.
   */
  constructor(
    private readonly repository: SearchRepository,
    ttlMs = 0,
  ) {
    this.resolve = ttlMemo((key: WordsKey) => repository.resolveWords(key.store, key.words, key.prefixLast), ttlMs, {
      keyOf: (k) => `${k.store}|${k.prefixLast}|${k.words.join(' ')}`,
    });
    this.categories = ttlMemo(
      (key: CategoriesKey) => repository.findCategoryIds(key.store, key.config, key.tsquery, key.limit),
      ttlMs,
      { keyOf: (k) => `${k.store}|${k.config}|${k.limit}|${k.tsquery}` },
    );
  }

  /**
   * Validates a shopper's search text and turns it into a query: each word the storefront's
   * products do not use is paired with its closest word that they do (so "helmt" also looks for
   * "helmet"). With `prefixLast` the last word matches as a prefix, for suggestions while typing.
   * @throws SearchInputError when the text is empty, has no words or is too long.
   */
  async prepare(store: string, raw: string, options: { prefixLast?: boolean } = {}): Promise<PreparedSearch> {
    const problems = searchTextProblems(raw);
    if (problems.length) throw new SearchInputError(problems);
    const text = normaliseSearchText(raw);
    const prefixLast = options.prefixLast ?? false;
    const words = await this.resolve({ store, words: searchWords(text), prefixLast });
    return { text, config: searchConfig(store), tsquery: toTsQueryText(words, { prefixLast }), corrected: correctedText(words) };
  }

  /** Ids of the active categories whose name matches a prepared search, best first. */
  categoryIds(store: string, search: PreparedSearch, limit: number): Promise<number[]> {
    return this.categories({ store, config: search.config, tsquery: search.tsquery, limit });
  }

  /** Rebuilds every storefront's search documents and lexicon from the catalogue (after seeding or an import). */
  async refreshIndex(): Promise<void> {
    const stores = await this.repository.stores();
    await this.repository.refresh(stores.map((store) => ({ store, config: searchConfig(store) })));
  }

  /** Builds the index when products exist without one (a database seeded before search existed). */
  async ensureIndex(): Promise<void> {
    if (await this.repository.needsRefresh()) await this.refreshIndex();
  }
}
