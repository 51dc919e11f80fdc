import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useQuery } from '../../../../shared/apollo/query-hooks';
import { MenuStateProvider, useMenuState } from '../../../../shared/menu-state/menu-state';
import { CountryPickerDialog } from './country-picker-dialog';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('../../hooks/use-country-choice', () => ({ useCountryChoice: () => jest.fn() }));
jest.mock('../../../../shared/apollo/query-hooks', () => ({ useQuery: jest.fn() }));
const query = useQuery as jest.Mock;

// jsdom has no modal dialogs: showModal as the HTML standard's dialog focusing steps have it (the
// first focusable control in tree order that is not disabled takes focus).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const controls = this.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href]');
    [...controls].find((el) => !(el as HTMLInputElement).disabled)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const GB = { code: 'GB', name: 'United Kingdom', currency: 'GBP', currencySign: '£', price_sign: '£', icon: 'gb' };

function OpenOnMount() {
  const { openMenu } = useMenuState();
  useEffect(() => openMenu('country'), [openMenu]);
  return null;
}

const open = () =>
  render(
    <MenuStateProvider>
      <CountryPickerDialog current={GB} />
      <OpenOnMount />
    </MenuStateProvider>,
  );

describe('CountryPickerDialog', () => {
  it('opens on the delivery country while the country list is still loading (the first open)', async () => {
    query.mockReturnValue({ data: undefined, loading: true });
    open();
    await act(async () => undefined);
    const country = screen.getByTestId('CountryPicker-country') as HTMLSelectElement;
    expect(document.activeElement).toBe(country);
    expect(country.value).toBe('GB');
    expect(country.getAttribute('aria-busy')).toBe('true');
    // Saving waits for the list.
    expect((screen.getByText('store.countryPicker.save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the delivery country once the list is there (later opens)', async () => {
    query.mockReturnValue({ data: { countriesConfig: [GB] }, loading: false });
    open();
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByTestId('CountryPicker-country'));
  });
});
