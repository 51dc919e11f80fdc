import type { AppShellGetQuery } from '../../graphql/graphql';
export type FlatMenuEntry = {
  id: number;
  lft: number;
  title: string;
  url: string;
  description?: string | null;
  parent?: { id: number } | null;
};

export type MenuNode<T extends FlatMenuEntry = FlatMenuEntry> = T & { children: MenuNode<T>[] };

/**
 * Builds the menu tree from the flat entries the API returns: children hang under their parent id,
 * siblings in `lft` order. An entry whose parent is missing becomes a root rather than vanishing.
 */
export function buildMenuTree<T extends FlatMenuEntry>(entries: readonly T[]): MenuNode<T>[] {
  const nodes = new Map<number, MenuNode<T>>();
  for (const entry of [...entries].sort((a, b) => a.lft - b.lft)) nodes.set(entry.id, { ...entry, children: [] });
  const roots: MenuNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent.id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * What the header and footer draw: both menus as trees, the social links and the shopper's country
 * (the app shell fetches it once per page and hands it down).
 */
export type ShellMenus = {
  mainMenu: MenuNode<AppShellGetQuery['mainMenuEntries'][number]>[];
  footerMenu: MenuNode<AppShellGetQuery['footerMenuEntries'][number]>[];
  socialLinks: AppShellGetQuery['socialLinks'];
  country: NonNullable<AppShellGetQuery['shopperLocation']>['country'] | null;
};
