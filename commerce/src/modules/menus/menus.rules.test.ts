import { toNestedSet } from './menus.rules';

describe('toNestedSet', () => {
  it('numbers a tree depth-first with levels and parent keys', () => {
    const rows = toNestedSet([
      {
        title: 'Bikes',
        url: '/bikes/',
        children: [
          { title: 'Road', url: '/bikes/road/' },
          { title: 'Gravel', url: '/bikes/gravel/' },
        ],
      },
      { title: 'Blog', url: '/blog/' },
    ]);
    expect(rows.map((r) => [r.title, r.level, r.lft, r.rgt, r.parentKey])).toEqual([
      ['Bikes', 1, 1, 6, null],
      ['Road', 2, 2, 3, '0'],
      ['Gravel', 2, 4, 5, '0'],
      ['Blog', 1, 7, 8, null],
    ]);
  });
});
