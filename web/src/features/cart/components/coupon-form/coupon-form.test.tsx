import { act, fireEvent, render, screen } from '@testing-library/react';
import { callCartShim } from '../../cart-api';
import type { CartView } from '../../cart.rules';
import { CartProvider } from '../../hooks/use-cart';
import { MenuStateProvider } from '../../../../shared/menu-state/menu-state';
import { CartPage } from '../cart-page/cart-page';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', events: { on: jest.fn(), off: jest.fn() } }) }));
jest.mock('next/compat/router', () => ({ useRouter: () => null }));
jest.mock('../../cart-api', () => ({ ...jest.requireActual('../../cart-api'), callCartShim: jest.fn() }));
// The page's finance and delivery texts load on their own; not what this test is about.
jest.mock('../../../finance/components/finance-calculator', () => ({ FinanceCalculator: () => null }));
jest.mock('../delivery-info/delivery-info', () => ({ DeliveryInfo: () => null }));
const shim = callCartShim as jest.MockedFunction<typeof callCartShim>;

const REFUSED = 'The coupon code "NOPE" is not valid';

const cart: CartView = {
  id: 'cart-1',
  currency: 'GBP',
  total_quantity: 1,
  bike_count: 0,
  dispatch_date: null,
  items: [
    {
      uid: '1',
      associated_uid: null,
      quantity: 1,
      position: 0,
      sku: 'HELMET-M',
      option_label: 'M',
      available: true,
      prices: {
        price_including_tax: { value: 80, currency: 'GBP' },
        row_total_including_tax: { value: 80, currency: 'GBP' },
      },
      product: { __typename: 'SimpleProduct', sku: 'HELMET', name: 'Aero helmet', url_key: 'aero-helmet' },
      customColour: null,
    },
  ],
  prices: {
    subtotal_including_tax: { value: 80 },
    default_shipping_rate: { value: 0 },
    grand_total: { value: 80 },
    discounts: [],
  },
  applied_coupons: [],
} as unknown as CartView;

describe('CouponForm on the cart page', () => {
  beforeEach(() => shim.mockReset());

  it('shows a refused code’s reason once, at the code field, as an alert tied to the field', async () => {
    shim.mockResolvedValue({ error: REFUSED, applyCouponToCart: null });
    render(
      <MenuStateProvider>
        <CartProvider served={cart}>
          <CartPage />
        </CartProvider>
      </MenuStateProvider>,
    );
    fireEvent.change(screen.getByLabelText('cart.coupon.label'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('CouponForm-root'));
    });

    expect(shim).toHaveBeenCalledWith('apply-coupon', 'en-GB', { couponCode: 'nope' });
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    const error = screen.getByTestId('CouponForm-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('cart.coupon.label').getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByTestId('CartMessages-root').textContent).toBe('');
  });
});
