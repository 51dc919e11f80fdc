import { buildMenuTree } from './menus.rules';

describe('buildMenuTree', () => {
  it('nests entries under their parent in lft order', () => {
    const tree = buildMenuTree([
      { id: 3, level: 2, lft: 4, title: 'Gravel', url: '/g/', parent: { id: 1 } },
      { id: 1, level: 1, lft: 1, title: 'Bikes', url: '/b/', parent: null },
      { id: 2, level: 2, lft: 2, title: 'Road', url: '/r/', parent: { id: 1 } },
      { id: 4, level: 1, lft: 7, title: 'Blog', url: '/blog/', parent: null },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['Bikes', 'Blog']);
    expect(tree[0]?.children.map((n) => n.title)).toEqual(['Road', 'Gravel']);
  });
  it('keeps an orphan as a root instead of dropping it', () => {
    expect(
      buildMenuTree([{ id: 9, level: 2, lft: 1, title: 'Orphan', url: '/o/', parent: { id: 99 } }]).map((n) => n.title),
    ).toEqual(['Orphan']);
  });
});
