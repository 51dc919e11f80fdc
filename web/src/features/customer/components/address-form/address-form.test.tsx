import { act, fireEvent, render, screen } from '@testing-library/react';
import { emptyAddressForm } from '../../addresses/address.rules';
import type { AddressCountry } from '../../hooks/use-addresses';
import { AddressForm } from './address-form';

jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));

const countries: AddressCountry[] = [
  { code: 'DE', name: 'Germany', postcode_pattern: '^\\d{5}$', postcode_example: '10115' },
  { code: 'GB', name: 'United Kingdom', postcode_pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', postcode_example: 'SW1A 1AA' },
];

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'account.addressForm.save' }));
  });
};
const errorOf = (label: string) => {
  const input = field(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  // The error's visually hidden "Error:" prefix (common.forms.errorPrefix) is read first.
  return ids.map((id) => document.getElementById(id)?.textContent?.replace(/^common\.forms\.errorPrefix /, '')).join(' ');
};

const fillValid = () => {
  type('account.addressForm.firstname', 'Ada');
  type('account.addressForm.lastname', 'Lovelace');
  type('account.addressForm.telephone', '020 7946 0000');
  type('account.addressForm.street1', '12 St James’s Square');
  type('account.addressForm.city', 'London');
  type('account.addressForm.postcode', 'SW1Y 4JH');
};

describe('AddressForm', () => {
  it('labels every field, preselects the given country and lists the countries by name', () => {
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB', 'ada@example.com')}
        countries={countries}
        onSubmit={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    for (const name of ['firstname', 'lastname', 'email', 'telephone', 'street1', 'street2', 'city', 'postcode', 'region']) {
      expect(field(`account.addressForm.${name}`)).toBeTruthy();
    }
    const country = screen.getByLabelText('account.addressForm.country_code') as HTMLSelectElement;
    expect(country.value).toBe('GB');
    expect([...country.options].map((o) => o.textContent)).toEqual(['Germany', 'United Kingdom']);
    expect(field('account.addressForm.email').value).toBe('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'account.addressForm.defaultShipping' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'account.addressForm.defaultBilling' })).toBeTruthy();
  });

  it("shows 'Required Field' inline and an error summary, and sends nothing, when required fields are empty", async () => {
    const onSubmit = jest.fn();
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB')}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const firstname = field('account.addressForm.firstname');
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('account.addressForm.firstname')).toBe('account.form.required');
    expect(field('account.addressForm.street2').getAttribute('aria-invalid')).toBeNull();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('account.form.summary');
    expect(screen.getByRole('link', { name: 'account.addressForm.firstname: account.form.required' }).getAttribute('href')).toBe(
      `#${firstname.id}`,
    );
  });

  it("checks the postcode against the chosen country's format, with its example", async () => {
    const onSubmit = jest.fn();
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB', 'ada@example.com')}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    fillValid();
    type('account.addressForm.postcode', '10115');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('account.addressForm.postcode')).toBe('account.form.postcode:{"example":"SW1A 1AA"}');
    fireEvent.change(screen.getByLabelText('account.addressForm.country_code'), { target: { value: 'DE' } });
    expect(field('account.addressForm.postcode').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a valid address as the API input', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB', 'ada@example.com')}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: 'account.addressForm.defaultShipping' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstname: 'Ada',
        postcode: 'SW1Y 4JH',
        country_code: 'GB',
        default_shipping: true,
        default_billing: false,
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message and its field errors inline, until the field is changed", async () => {
    const onSubmit = jest.fn().mockResolvedValue({
      ok: false,
      problem: {
        code: 'BAD_USER_INPUT',
        message: 'Please check the highlighted fields.',
        fields: { postcode: 'Please enter a valid postcode, for example SW1A 1AA' },
      },
    });
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB', 'ada@example.com')}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    fillValid();
    await save();
    expect(screen.getByRole('alert').textContent).toContain('Please check the highlighted fields.');
    expect(errorOf('account.addressForm.postcode')).toBe('Please enter a valid postcode, for example SW1A 1AA');
    type('account.addressForm.postcode', 'SW1A 1AA');
    expect(field('account.addressForm.postcode').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the generic message when the failure has none of its own', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: false, problem: { code: 'UNKNOWN', message: null, fields: {} } });
    render(
      <AddressForm
        heading="New address"
        initial={emptyAddressForm('GB', 'ada@example.com')}
        countries={countries}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    fillValid();
    await save();
    expect(screen.getByRole('alert').textContent).toContain('account.form.generic');
  });
});
