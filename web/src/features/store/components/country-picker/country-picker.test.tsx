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

describe('CountryPicker flag', () => {
  it("shows one of the storefront's flags as its raster, sized to the box", () => {
    const { container } = render(
      <MenuStateProvider>
        <CountryPicker current={{ ...JAPAN, icon: '/images/flags/jp.svg' }} />
      </MenuStateProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/flag/jp.webp?w=24');
    expect(img.getAttribute('srcset')).toBe(
      '/media/flag/jp.webp?w=24 1x, /media/flag/jp.webp?w=48 2x, /media/flag/jp.webp?w=72 3x',
    );
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['24', '16', '']);
  });
});
