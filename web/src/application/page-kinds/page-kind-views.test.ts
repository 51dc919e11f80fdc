import { PAGE_KIND_VIEWS } from './page-kind-views';
import { PAGE_KINDS } from './page-kinds';

describe('PAGE_KIND_VIEWS', () => {
  it('has a view for every page kind the catch-all route can load, and none for a kind it cannot', () => {
    expect(Object.keys(PAGE_KIND_VIEWS).sort()).toEqual(Object.keys(PAGE_KINDS).sort());
  });
});
