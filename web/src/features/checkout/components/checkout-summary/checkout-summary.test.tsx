import { render, screen } from '@testing-library/react';
import type { CheckoutFieldsFragment } from '../../../../graphql/graphql';
import { CheckoutSummary } from './checkout-summary';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

const money = (value: number) => ({ value, currency: 'GBP' });
/** A cart of £80 in checkout, with no delivery method chosen yet: the totals carry its default shipping. */
const cart = (options: { delivered: boolean; chosen?: 'STANDARD' | 'CLICK_AND_COLLECT'; shipping?: number }) =>
  ({
    id: 'cart-1',
    currency: 'GBP',
    items: [],
    prices: { default_shipping_rate: { value: 0 }, delivery_available: options.delivered },
    checkout: {
      selected_shipping_method: options.chosen ? { method_code: options.chosen } : null,
      totals: {
        subtotal: money(80),
        discount: { value: 0 },
        shipping: { value: options.shipping ?? 0 },
        grand_total: money(80 + (options.shipping ?? 0)),
      },
    },
  }) as unknown as CheckoutFieldsFragment;

describe('CheckoutSummary', () => {
  it('says delivery is not available, not free, before a method is chosen where the shop does not deliver', () => {
    render(<CheckoutSummary cart={cart({ delivered: false })} />);
    expect(screen.getByTestId('CheckoutSummary-delivery').textContent).toBe('checkout.summary.noDelivery');
  });

  it('calls a chosen method that costs nothing free (click and collect there)', () => {
    render(<CheckoutSummary cart={cart({ delivered: false, chosen: 'CLICK_AND_COLLECT' })} />);
    expect(screen.getByTestId('CheckoutSummary-delivery').textContent).toBe('checkout.free');
  });

  it('calls free delivery free, and shows a charged one at its price', () => {
    const { unmount } = render(<CheckoutSummary cart={cart({ delivered: true })} />);
    expect(screen.getByTestId('CheckoutSummary-delivery').textContent).toBe('checkout.free');
    unmount();
    render(<CheckoutSummary cart={cart({ delivered: true, chosen: 'STANDARD', shipping: 4.95 })} />);
    expect(screen.getByTestId('CheckoutSummary-delivery').textContent).toBe('£4.95');
  });
});
