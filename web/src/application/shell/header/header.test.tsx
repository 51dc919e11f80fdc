import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MenuStateProvider } from '../../../shared/menu-state/menu-state';
import type { ShellMenus } from '../../../features/menus/menus.rules';
import { menuNode as node } from '../../../features/menus/menus.test-support';
import { Header } from './header';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', events: { on: jest.fn(), off: jest.fn() } }) }));
jest.mock('../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => (options?.title ? `${key}:${String(options.title)}` : key),
  }),
}));
// The cart drawer as it is, on an empty cart.
jest.mock('../../../features/cart/hooks/use-cart', () => ({
  useCart: () => ({ cart: null, status: 'ready', messages: [] }),
}));
// The header's other parts have their own tests.
jest.mock('../../../features/customer/components/customer-avatar/customer-avatar', () => ({ CustomerAvatar: () => null }));
jest.mock('../../../features/search/components/search-box/search-box', () => ({ SearchBox: () => null }));
jest.mock('../../../features/store/components/country-picker/country-picker', () => ({ CountryPicker: () => null }));

const shell = {
  mainMenu: [node(1, 'Blog'), node(2, 'Bikes', [node(21, 'Road', [node(211, 'Endurance')]), node(22, 'Gravel')])],
  country: null,
} as unknown as ShellMenus;

const renderHeader = () =>
  render(
    <MenuStateProvider>
      <Header shell={shell} />
      <main id="main">
        <a href="/behind/">Behind</a>
      </main>
    </MenuStateProvider>,
  );

/** Keyboard-opens a drawer: focus on the header's button, then Enter (a click, for a button); the drawer's code loads. */
const openWith = async (testId: string, dialogName: string): Promise<{ opener: HTMLElement; dialog: HTMLElement }> => {
  const opener = screen.getByTestId(testId);
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  return { opener, dialog };
};

const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });

describe.each([
  { drawer: 'cart drawer', opener: 'CartButton-root', title: 'shell.cart.title', close: 'shell.cart.close' },
  { drawer: 'mobile menu', opener: 'Header-menuButton', title: 'menus.mobileMenu.title', close: 'menus.mobileMenu.close' },
])('the header’s $drawer', ({ opener: openerId, title, close }) => {
  it('takes focus on open and gives it back to its button when closed with Escape', async () => {
    renderHeader();
    const { opener, dialog } = await openWith(openerId, title);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: close }));
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to its button when closed with ×', async () => {
    renderHeader();
    const { opener, dialog } = await openWith(openerId, title);
    fireEvent.click(within(dialog).getByRole('button', { name: close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside while open: last to first, Shift+Tab first to last', async () => {
    renderHeader();
    const { dialog } = await openWith(openerId, title);
    const first = within(dialog).getByRole('button', { name: close });
    const controls = dialog.querySelectorAll<HTMLElement>('a[href], button, summary');
    // The last control shown: a closed details' links are not.
    const last = Array.from(controls)
      .filter((el) => !el.closest('details:not([open]) > :not(summary)'))
      .at(-1)!;
    expect(last).not.toBe(first);

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('the header’s mobile menu', () => {
  it('wraps from its last top entry (a closed group) to the × button, not into the page behind', async () => {
    renderHeader();
    const { dialog } = await openWith('Header-menuButton', 'menus.mobileMenu.title');
    const bikes = within(dialog).getByText('Bikes');
    expect(bikes.tagName).toBe('SUMMARY');
    bikes.focus();
    fireEvent.keyDown(bikes, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'menus.mobileMenu.close' }));
  });
});
