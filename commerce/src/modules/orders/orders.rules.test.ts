import { canMoveOrder, orderPageProblems } from './orders.rules';

describe('order statuses', () => {
  it('move pending → paid → dispatched → delivered', () => {
    expect(canMoveOrder('pending', 'paid')).toBe(true);
    expect(canMoveOrder('paid', 'dispatched')).toBe(true);
    expect(canMoveOrder('dispatched', 'delivered')).toBe(true);
  });
  it('lets a collected order go from paid to delivered at the counter', () => {
    expect(canMoveOrder('paid', 'delivered')).toBe(true);
  });
  it('cancel only before dispatch, and never go back', () => {
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('paid', 'cancelled')).toBe(true);
    expect(canMoveOrder('dispatched', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'paid')).toBe(false);
    expect(canMoveOrder('cancelled', 'paid')).toBe(false);
  });
});

describe('orderPageProblems', () => {
  it('names bad paging', () => {
    expect(orderPageProblems({ currentPage: 0, pageSize: 101 })).toEqual([
      'currentPage must be 1 or more',
      'pageSize must be between 1 and 100',
    ]);
    expect(orderPageProblems({ currentPage: 1, pageSize: 10 })).toEqual([]);
  });
});
