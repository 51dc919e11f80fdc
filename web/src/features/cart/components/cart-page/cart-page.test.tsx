import { render, screen } from '@testing-library/react';
import type { CartView } from '../../cart.rules';
import { CartPage } from './cart-page';

let mockCart: CartView | null = null;
jest.mock('next/compat/router', () => ({ useRouter: () => null }));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('../../hooks/use-cart', () => ({ useCart: () => ({ cart: mockCart, status: 'ready', messages: [] }) }));
jest.mock('../../cart-analytics', () => ({ pushCartEvent: () => undefined }));
// The page's other parts have tests of their own.
jest.mock('../cart-lines/cart-lines', () => ({ CartLines: () => null }));
jest.mock('../cart-summary/cart-summary', () => ({ CartSummary: () => null }));
jest.mock('../coupon-form/coupon-form', () => ({ CouponForm: () => null }));
jest.mock('../delivery-info/delivery-info', () => ({ DeliveryInfo: () => null }));
jest.mock('../../../finance/components/finance-calculator', () => ({ FinanceCalculator: () => null }));

const cart = (fulfilment: boolean, delivered = fulfilment) =>
  ({
    id: 'cart-1',
    currency: 'GBP',
    dispatch_date: null,
    fulfilment_available: fulfilment,
    items: [{ uid: '1', quantity: 1 }],
    prices: { default_shipping_rate: { value: 0 }, delivery_available: delivered, grand_total: { value: 80 }, discounts: [] },
    applied_coupons: [],
  }) as unknown as CartView;

describe('CartPage', () => {
  it('offers checkout where the API says checkout has a way to get the cart to the shopper', () => {
    mockCart = cart(true);
    render(<CartPage />);
    expect(screen.getByTestId('CartPage-checkout').getAttribute('href')).toBe('/checkout/');
  });

  it('still offers it without delivery where checkout has another way (collection from a store)', () => {
    mockCart = cart(true, false);
    render(<CartPage />);
    expect(screen.getByTestId('CartPage-checkout')).toBeTruthy();
  });

  it('offers no checkout that would refuse the order for want of a way to get it to the shopper', () => {
    mockCart = cart(false);
    render(<CartPage />);
    expect(screen.queryByTestId('CartPage-checkout')).toBeNull();
  });
});
