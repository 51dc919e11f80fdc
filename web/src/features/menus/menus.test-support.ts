import type { MenuNode } from './menus.rules';

/** A menu node for tests: its URL is its title, lower-cased, and its nested-set position is its id. */
export const menuNode = (id: number, title: string, children: MenuNode[] = []): MenuNode => ({
  id,
  lft: id,
  title,
  url: `/${title.toLowerCase()}/`,
  children,
});
