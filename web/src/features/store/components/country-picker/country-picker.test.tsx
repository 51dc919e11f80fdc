import { render, screen } from '@testing-library/react';
import { formatPrice } from '../../../../shared/format/format.rules';
import { MenuStateProvider } from '../../../../shared/menu-state/menu-state';
import { CountryPicker } from './country-picker';

let locale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// The country list's sign is one per currency, whatever the storefront.
const JAPAN = { code: 'JP', name: 'Japan', currency: 'JPY', currencySign: '¥', icon: '/flags/jp.svg' };

const trigger = () => {
  render(
    <MenuStateProvider>
      <CountryPicker current={JAPAN} />
    </MenuStateProvider>,
  );
  return screen.getByTestId('CountryPicker-trigger').textContent;
};

describe('CountryPicker', () => {
  it('writes the currency as the storefront’s prices do: JP¥ beside JP¥ prices on the English storefront', () => {
    locale = 'en-GB';
    expect(trigger()).toBe('JP · JP¥');
    expect(formatPrice(123456, locale, 'JPY')).toBe('JP¥123,456');
  });

  it('¥ beside ¥ prices on the German one', () => {
    locale = 'de-DE';
    expect(trigger()).toBe('JP · ¥');
    expect(formatPrice(123456, locale, 'JPY').endsWith('¥')).toBe(true);
  });
});
