import { render, screen } from '@testing-library/react';
import { CheckoutAddress } from './checkout-address';

jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const countryName = (code: string) => ({ GB: 'United Kingdom', DE: 'Deutschland' })[code] ?? code;
const saved = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['12 St James’s Square'],
  city: 'London',
  postcode: 'SW1Y 4JH',
  region: null,
  country_code: 'GB',
  telephone: '020 7946 0000',
  default_shipping: true,
  default_billing: true,
};
const props = {
  title: '2. Delivery address',
  countries: [],
  countryName,
  defaultCountry: 'GB',
  email: 'ada@example.com',
  onUse: jest.fn(),
};

describe('CheckoutAddress', () => {
  it('shows the address the cart holds when it is not one of the book’s (a new one just entered)', () => {
    // A review entered a new address, pressed "Use this address" and saw it nowhere before paying.
    const entered = { ...saved, firstname: 'Grace', lastname: 'Hopper', street: ['1 High Street'], postcode: 'N1 9GU' };
    render(<CheckoutAddress {...props} addresses={[saved] as never} selectedKey="Grace|Hopper|N1 9GU" inUse={entered} />);
    const inUse = screen.getByTestId('CheckoutAddress-inUse');
    expect(inUse.textContent).toBe('checkout.address.inUseGrace Hopper1 High Street, London, N1 9GU, United Kingdom');
  });

  it('marks a saved address in use in the list instead, and writes addresses in their country’s order', () => {
    const berlin = { ...saved, id: 8, city: 'Berlin', postcode: '10117', street: ['Unter den Linden 1'], country_code: 'DE' };
    render(<CheckoutAddress {...props} addresses={[saved, berlin] as never} selectedKey="Ada|Lovelace|10117" inUse={berlin} />);
    expect(screen.queryByTestId('CheckoutAddress-inUse')).toBeNull();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(radios[1]!.closest('label')!.textContent).toBe('Ada LovelaceUnter den Linden 1, 10117 Berlin, Deutschland');
  });
});
