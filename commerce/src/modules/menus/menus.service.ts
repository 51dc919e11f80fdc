import { ttlMemo } from '../../shared/ttl-cache';
import type { MenuKey, MenusRepository } from './menus.repository';
import type { MenuEntry, SocialLink } from './menus.types';

/** Header and footer menus and social links, per storefront. */
export class MenusService {
  private readonly entries: (key: string) => Promise<MenuEntry[]>;
  private readonly links: (store: string) => Promise<SocialLink[]>;

  constructor(repository: MenusRepository, referenceTtlMs: number) {
    this.entries = ttlMemo(async (key: string) => {
      const [menu, store] = key.split('|') as [MenuKey['menu'], string];
      return (await repository.listEntries([{ menu, store }]))[0] ?? [];
    }, referenceTtlMs);
    this.links = ttlMemo(async (store: string) => (await repository.listSocialLinks([store]))[0] ?? [], referenceTtlMs);
  }

  /** The header menu in `lft` order; with `level`, only entries of that level. */
  async mainMenuEntries(store: string, level?: number | null): Promise<MenuEntry[]> {
    const entries = await this.entries(`main|${store}`);
    return level == null ? entries : entries.filter((e) => e.level === level);
  }

  footerMenuEntries(store: string): Promise<MenuEntry[]> {
    return this.entries(`footer|${store}`);
  }

  socialLinks(store: string): Promise<SocialLink[]> {
    return this.links(store);
  }
}
