import { render, screen, within } from '@testing-library/react';
import { CheckoutAddress } from '../checkout-address/checkout-address';
import { CheckoutDelivery } from '../checkout-delivery/checkout-delivery';
import { CheckoutPayment } from '../checkout-payment/checkout-payment';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** Everything in the step that carries `text`: the words a screen reader would read for it. */
const said = (text: string) =>
  [
    ...screen.queryAllByText(text),
    ...[...document.querySelectorAll('[aria-label], [aria-labelledby]')].filter(
      (el) =>
        el.getAttribute('aria-label') === text ||
        (el.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent === text),
    ),
  ].length;

const checkout = {
  available_shipping_methods: [
    { method_code: 'STANDARD', available: true, amount: { value: 0 } },
    { method_code: 'NEXT_DAY', available: true, amount: { value: 9.99 } },
  ],
  selected_shipping_method: null,
  pickup_locations: [],
  selected_pickup_location: null,
};

describe('checkout steps are named once, by their heading', () => {
  it('delivery: the heading is the methods’ group name, not repeated in a hidden legend or a region name', () => {
    render(<CheckoutDelivery checkout={checkout as never} currency="GBP" onChoose={jest.fn()} />);
    expect(said('checkout.delivery.title')).toBe(1);
    const heading = screen.getByRole('heading', { level: 2, name: 'checkout.delivery.title' });
    const group = screen.getByRole('group', { name: 'checkout.delivery.title' });
    expect(group.contains(heading)).toBe(true);
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('delivery with no method offered: the step says so, and offers no empty group of choices', () => {
    render(
      <CheckoutDelivery
        checkout={
          { ...checkout, available_shipping_methods: [{ ...checkout.available_shipping_methods[0], available: false }] } as never
        }
        currency="GBP"
        onChoose={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'checkout.delivery.title' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('checkout.delivery.none');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('payment: the same', () => {
    render(
      <CheckoutPayment
        methods={[
          { code: 'CARD' as never, title: 'Card' },
          { code: 'CYCLE_TO_WORK' as never, title: 'Cycle to Work' },
        ]}
        selected={null}
        issuers={[]}
        total={100}
        ready={false}
        placing={false}
        onMethod={jest.fn()}
        onPlace={jest.fn()}
        onConfirm={jest.fn()}
      />,
    );
    expect(said('checkout.payment.title')).toBe(1);
    const group = screen.getByRole('group', { name: 'checkout.payment.title' });
    expect(group.contains(screen.getByRole('heading', { level: 2, name: 'checkout.payment.title' }))).toBe(true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('an address step: its heading, and no region named by it', () => {
    render(
      <CheckoutAddress
        title="checkout.address.deliveryTitle"
        addresses={[]}
        countries={[]}
        countryName={(code) => code}
        defaultCountry="GB"
        email="ada@example.com"
        selectedKey={null}
        inUse={null}
        onUse={jest.fn()}
      />,
    );
    expect(said('checkout.address.deliveryTitle')).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'checkout.address.deliveryTitle' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'checkout.address.deliveryTitle' })).toBeNull();
  });
});
