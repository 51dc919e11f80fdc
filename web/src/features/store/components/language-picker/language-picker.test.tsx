import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LanguagePicker } from './language-picker';

process.env.__NEXT_TRAILING_SLASH = 'true';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', asPath: '/bikes/road/' }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const clearLocaleCookie = () => (document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/');

describe('LanguagePicker', () => {
  beforeEach(clearLocaleCookie);

  it('names the current language and links to the other storefront', () => {
    render(<LanguagePicker />);
    expect(screen.getByText('English').getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('hreflang')).toBe('de-DE');
  });

  it('remembers the choice in the locale cookie, whether or not the rules were loaded before the click', async () => {
    render(<LanguagePicker />);
    const link = screen.getByRole('link', { name: 'Deutsch' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(document.cookie).toContain('NEXT_LOCALE=de-DE'));

    clearLocaleCookie();
    fireEvent.pointerEnter(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(link);
    expect(document.cookie).toContain('NEXT_LOCALE=de-DE');
  });
});
