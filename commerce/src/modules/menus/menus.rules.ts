import type { MenuEntry } from './menus.types';

export type MenuNodeInput = { title: string; url: string; description?: string; children?: MenuNodeInput[] };
export type NestedSetRow = Omit<MenuEntry, 'id' | 'menu' | 'store' | 'parentId'> & { key: string; parentKey: string | null };

/**
 * Numbers a tree as a nested set: depth-first, `lft` on the way down and `rgt` on the way up,
 * level 1 for top-level entries. Keys are positional paths ("0", "0.2") so parents can be linked
 * once rows have database ids.
 */
export function toNestedSet(nodes: readonly MenuNodeInput[]): NestedSetRow[] {
  const rows: NestedSetRow[] = [];
  let counter = 1;
  const walk = (list: readonly MenuNodeInput[], level: number, parentKey: string | null) => {
    list.forEach((node, index) => {
      const key = parentKey === null ? String(index) : `${parentKey}.${index}`;
      const row: NestedSetRow = {
        key,
        parentKey,
        level,
        lft: counter++,
        rgt: 0,
        title: node.title,
        url: node.url,
        description: node.description ?? null,
      };
      rows.push(row);
      walk(node.children ?? [], level + 1, key);
      row.rgt = counter++;
    });
  };
  walk(nodes, 1, null);
  return rows;
}
