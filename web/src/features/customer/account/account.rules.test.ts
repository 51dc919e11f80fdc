import { localisedPath, orderDetailsHref, orderNumberParam, ordersPageHref, ordersPageParam, orderStatus } from './account.rules';

describe('localisedPath', () => {
  it('prefixes a path unless the locale is the default one', () => {
    expect(localisedPath('/my-account/profile/', 'de-DE', 'en-GB')).toBe('/de-DE/my-account/profile/');
    expect(localisedPath('/my-account/profile/', 'en-GB', 'en-GB')).toBe('/my-account/profile/');
  });
});

describe('orders', () => {
  it('knows the status codes, in any case, and nothing else', () => {
    expect(orderStatus('paid')).toBe('paid');
    expect(orderStatus('CANCELLED')).toBe('cancelled');
    expect(orderStatus('processing')).toBeNull();
    expect(orderStatus('on_hold')).toBeNull();
  });

  it('reads the page parameter', () => {
    expect(ordersPageParam(undefined)).toBe(1);
    expect(ordersPageParam('3')).toBe(3);
    expect(ordersPageParam('0')).toBeNull();
    expect(ordersPageParam('abc')).toBeNull();
    expect(ordersPageParam(['1', '2'])).toBeNull();
  });

  it('reads order numbers and refuses anything else', () => {
    expect(orderNumberParam('000000123')).toBe('000000123');
    expect(orderNumberParam('UNKNOWN')).toBe('UNKNOWN');
    expect(orderNumberParam('../etc')).toBeNull();
    expect(orderNumberParam(undefined)).toBeNull();
  });

  it('links to an order and to the pages of the history', () => {
    expect(orderDetailsHref('000000123')).toBe('/my-account/orders/000000123/');
    expect(ordersPageHref(1)).toBe('/my-account/orders/');
    expect(ordersPageHref(2)).toBe('/my-account/orders/?page=2');
  });
});
