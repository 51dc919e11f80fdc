import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuEntries, socialLinks } from './menus.tables';
import type { MenuEntry, MenuName, SocialLink } from './menus.types';

export type MenuKey = { menu: MenuName; store: string };

export class MenusRepository {
  constructor(private readonly db: Db) {}

  /** Entries of several menus in one statement, each list in `lft` order. */
  async listEntries(keys: readonly MenuKey[]): Promise<MenuEntry[][]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select()
      .from(menuEntries)
      .where(or(...keys.map((k) => and(eq(menuEntries.menu, k.menu), eq(menuEntries.store, k.store)))))
      .orderBy(asc(menuEntries.lft));
    return keys.map((k) =>
      rows.filter((r) => r.menu === k.menu && r.store === k.store).map((r) => ({ ...r, menu: r.menu as MenuName })),
    );
  }

  async listSocialLinks(stores: readonly string[]): Promise<SocialLink[][]> {
    const rows = await this.db
      .select()
      .from(socialLinks)
      .where(inArray(socialLinks.store, [...stores]))
      .orderBy(asc(socialLinks.position));
    return stores.map((s) =>
      rows.filter((r) => r.store === s).map((r) => ({ id: r.id, linkUrl: r.linkUrl, linkText: r.linkText, icon: r.icon })),
    );
  }
}
