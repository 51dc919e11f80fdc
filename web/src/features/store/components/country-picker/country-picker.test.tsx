import { render, screen } from '@testing-library/react';
import { MenuStateProvider } from '../../../../shared/menu-state/menu-state';
import { CountryPicker, type CountryOption } from './country-picker';

jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// The country list's own sign is one per currency ('¥'); `price_sign` is the storefront's (the
// gateway's price_sign, by commerce's currencySign: 'JP¥' on the English storefront).
const JAPAN: CountryOption = {
  code: 'JP',
  name: 'Japan',
  currency: 'JPY',
  currencySign: '¥',
  price_sign: 'JP¥',
  icon: '/flags/jp.svg',
};

describe('CountryPicker', () => {
  it('writes the currency with the sign the storefront’s prices use, not the country list’s', () => {
    render(
      <MenuStateProvider>
        <CountryPicker current={JAPAN} />
      </MenuStateProvider>,
    );
    expect(screen.getByTestId('CountryPicker-trigger').textContent).toBe('JP · JP¥');
  });
});
