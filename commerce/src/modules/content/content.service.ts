import type { CmsPageKey, ContentRepository } from './content.repository';
import type { CmsPage } from './content.types';

/** CMS pages built from blocks (home page and content pages). */
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  /** Batch lookup for DataLoader: one result (or null) per key, in order. */
  findPages(keys: readonly CmsPageKey[]): Promise<(CmsPage | null)[]> {
    return this.repository.findPages(keys);
  }

  /** Every active CMS page of every storefront (what the sitemap may list through its URL rewrites). */
  activePages(): Promise<{ id: number; store: string; identifier: string }[]> {
    return this.repository.findActivePages();
  }

  /** A global set's body in a storefront's language, or null when there is none. */
  globalSet(handle: string, store: string): Promise<{ handle: string; body: string } | null> {
    return this.repository.findGlobalSet(handle, store);
  }
}
