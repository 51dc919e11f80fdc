import { formatCardNumber, nextCheckoutStep, parseExpiry, type CheckoutState } from './checkout.rules';

const base: CheckoutState = {
  route: 'SHOP',
  shipping_address: null,
  billing_same_as_shipping: true,
  billing_address: null,
  selected_shipping_method: null,
  selected_pickup_location: null,
};

describe('nextCheckoutStep', () => {
  it('asks for the delivery method first, then the address it needs, then payment', () => {
    expect(nextCheckoutStep(base)).toBe('delivery');
    const standard = { ...base, selected_shipping_method: { method_code: 'STANDARD' } };
    expect(nextCheckoutStep(standard)).toBe('address');
    expect(nextCheckoutStep({ ...standard, shipping_address: { country_code: 'GB' } })).toBe('payment');
  });
  it('needs a store and a billing address, not a delivery address, for click and collect', () => {
    const collect = { ...base, selected_shipping_method: { method_code: 'CLICK_AND_COLLECT' } };
    expect(nextCheckoutStep(collect)).toBe('delivery');
    const store = { ...collect, selected_pickup_location: { pickup_location_code: 'LDN' } };
    expect(nextCheckoutStep(store)).toBe('address');
    expect(nextCheckoutStep({ ...store, billing_same_as_shipping: false, billing_address: {} })).toBe('payment');
  });
});

describe('card input', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
  });
  it('reads MM/YY and MM/YYYY expiry dates', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
  });
});
