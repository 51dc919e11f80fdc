import { fireEvent, render, screen } from '@testing-library/react';
import type { SavedAddress } from '../../addresses/address.rules';
import { AddressCard } from './address-card';

jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));

const address: SavedAddress = {
  id: 3,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '02079460000',
  street: ['12 St James’s Square'],
  city: 'London',
  postcode: 'SW1Y 4JH',
  region: null,
  country_code: 'GB',
  default_shipping: true,
  default_billing: false,
};

const renderCard = (overrides: Partial<SavedAddress> = {}) => {
  const handlers = { onEdit: jest.fn(), onMakeDefault: jest.fn(), onDelete: jest.fn() };
  render(<AddressCard address={{ ...address, ...overrides }} countryName={() => 'United Kingdom'} busy={false} {...handlers} />);
  return handlers;
};

describe('AddressCard', () => {
  it('shows the address with its default badges and offers only the defaults it is not yet', () => {
    const { onMakeDefault } = renderCard();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    expect(screen.getByText('account.addressCard.defaultShipping')).toBeTruthy();
    expect(screen.queryByText('account.addressCard.defaultBilling')).toBeNull();
    expect(screen.queryByRole('button', { name: 'account.addressCard.makeDefaultShipping' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'account.addressCard.makeDefaultBilling' }));
    expect(onMakeDefault).toHaveBeenCalledWith('billing');
  });

  it('deletes only after the confirmation step, and can step back', () => {
    const { onDelete } = renderCard({ default_shipping: false });
    fireEvent.click(screen.getByRole('button', { name: 'account.addressCard.delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'account.addressCard.confirm' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('account.addressCard.confirmYes');
    fireEvent.click(screen.getByRole('button', { name: 'account.addressCard.cancel' }));
    expect(document.activeElement?.textContent).toBe('account.addressCard.delete');
    fireEvent.click(screen.getByRole('button', { name: 'account.addressCard.delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'account.addressCard.confirmYes' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
