import { canMoveOrder, orderLineTotalMinor, orderPageProblems } from './orders.rules';

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

describe('orderLineTotalMinor', () => {
  it('multiplies the unit price in hundredths, never in floating point', () => {
    expect(4.35 * 100).not.toBe(435);
    expect(orderLineTotalMinor({ price: 4.35, quantity: 100 })).toBe(43_500);
    expect(orderLineTotalMinor({ price: 1.1, quantity: 100 })).toBe(11_000);
    expect(orderLineTotalMinor({ price: 2_499.5, quantity: 1 })).toBe(249_950);
    expect(orderLineTotalMinor({ price: 19.99, quantity: 3 })).toBe(5_997);
  });
});
