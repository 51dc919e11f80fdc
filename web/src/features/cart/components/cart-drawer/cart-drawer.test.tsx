import { act, render, screen, within } from '@testing-library/react';
import type { CartView } from '../../cart.rules';
import { CartProvider } from '../../hooks/use-cart';
import { MenuStateProvider, useMenuState } from '../../../../shared/menu-state/menu-state';
import { TranslationProvider } from '../../../../shared/i18n/translation-provider';
import { CART_TEXTS } from '../../cart-texts';
import { CartDrawer } from './cart-drawer';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', events: { on: jest.fn(), off: jest.fn() } }) }));
jest.mock('next/compat/router', () => ({ useRouter: () => null }));
// The texts chunk, answered when each test says.
jest.mock('../../cart-texts', () => ({ CART_TEXTS: { 'en-GB': jest.fn(), 'de-DE': jest.fn() } }));
const loadEnglish = CART_TEXTS['en-GB'] as jest.Mock;

const SHELL = {
  shell: {
    cart: { title: 'Your cart', close: 'Close the cart', loading: 'Loading your cart…', unavailable: 'Cart unreachable' },
  },
};
const CART_FILE = { cart: { empty: 'Your cart is empty', drawer: { viewCart: 'View cart', continue: 'Continue shopping' } } };
const EMPTY = null as CartView | null;

/** A catalogue page: the shell's texts, not the cart's; the drawer opened or closed by the test. */
function Page({ open }: { open: boolean }): React.JSX.Element {
  return (
    <TranslationProvider
      translations={{ initialI18nStore: { 'en-GB': { shell: SHELL } }, initialLocale: 'en-GB' }}
      locale="en-GB"
    >
      <MenuStateProvider>
        <CartProvider served={EMPTY}>
          <Opener open={open} />
        </CartProvider>
      </MenuStateProvider>
    </TranslationProvider>
  );
}

function Opener({ open }: { open: boolean }): React.JSX.Element | null {
  const { activeMenu, openMenu, closeMenu } = useMenuState();
  if (open && activeMenu !== 'cart') queueMicrotask(() => openMenu('cart'));
  if (!open && activeMenu === 'cart') queueMicrotask(() => closeMenu());
  return activeMenu === 'cart' ? <CartDrawer /> : null;
}

describe('CartDrawer on a page without the cart’s texts', () => {
  beforeEach(() => loadEnglish.mockReset());

  it('opens at once in the shell’s texts and shows the cart when its texts have come', async () => {
    let answer!: (file: { default: unknown }) => void;
    loadEnglish.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Page open />);
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(dialog.textContent).toContain('Loading your cart…');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the cart' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cart\.(empty|drawer)/);
    await act(async () => answer({ default: CART_FILE }));
    expect(screen.getByTestId('CartDrawer-empty').textContent).toBe('Your cart is empty');
    expect(screen.getByRole('button', { name: 'Continue shopping' })).toBeTruthy();
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('says the cart cannot be reached when its texts do not come, can be closed, and tries again when opened again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadEnglish.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ default: CART_FILE });
    const page = render(<Page open />);
    expect((await screen.findByTestId('CartDrawer-unavailable')).textContent).toBe('Cart unreachable');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the cart' })).toBeTruthy();
    page.rerender(<Page open={false} />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    page.rerender(<Page open />);
    expect((await screen.findByTestId('CartDrawer-empty')).textContent).toBe('Your cart is empty');
    expect(screen.queryByTestId('CartDrawer-unavailable')).toBeNull();
    expect(loadEnglish).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
