import type { CmsPageKey, ContentRepository } from './content.repository';
import { safeCmsPage } from './content.rules';
import type { CmsPage } from './content.types';

/** CMS pages built from blocks (home page and content pages). */
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  /**
   * Batch lookup for DataLoader: one result (or null) per key, in order. Rich text leaves here
   * sanitised: the storefront inserts it as HTML.
   */
  async findPages(keys: readonly CmsPageKey[]): Promise<(CmsPage | null)[]> {
    const pages = await this.repository.findPages(keys);
    return pages.map((page) => (page ? safeCmsPage(page) : null));
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
