import { act, render } from '@testing-library/react';
import { MenuStateProvider } from '../../../shared/menu-state/menu-state';
import { CartProvider, useCart } from './use-cart';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', events: { on: jest.fn(), off: jest.fn() } }) }));
jest.mock('next/compat/router', () => ({ useRouter: () => null }));
jest.mock('../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Count(): React.JSX.Element {
  const { cart, status } = useCart();
  return <p data-testid="count">{status === 'ready' ? (cart?.total_quantity ?? 0) : '…'}</p>;
}

describe('CartProvider on a page that did not read the cart', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ error: null, cart: { total_quantity: 2 } }) });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('asks for the cart in a task after the page is shown, not in the commit that shows it', async () => {
    const { getByTestId } = render(
      <MenuStateProvider>
        <CartProvider>
          <Count />
        </CartProvider>
      </MenuStateProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/nuxt/api/cart/fetch-cart');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(getByTestId('count').textContent).toBe('2');
  });

  it('asks for nothing when the page was rendered with the cart, and nothing once it has gone', async () => {
    const served = render(
      <MenuStateProvider>
        <CartProvider served={null}>
          <Count />
        </CartProvider>
      </MenuStateProvider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).not.toHaveBeenCalled();
    served.unmount();
    const gone = render(
      <MenuStateProvider>
        <CartProvider>
          <Count />
        </CartProvider>
      </MenuStateProvider>,
    );
    gone.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
