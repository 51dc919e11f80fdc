import { callCartShim } from './cart-api';
import { startCartReads, takeCartRead } from './cart-early-reads';

jest.mock('./cart-api', () => ({ callCartShim: jest.fn() }));
const shim = callCartShim as jest.MockedFunction<typeof callCartShim>;

describe('the cart reads started as the page loads', () => {
  beforeEach(() => shim.mockReset());

  it('starts each read once per storefront and hands it out once', async () => {
    shim.mockResolvedValue({ error: null, cart: null });
    startCartReads('de-DE', ['fetch-cart', 'delivery-info']);
    startCartReads('de-DE', ['fetch-cart']);
    expect(shim.mock.calls).toEqual([
      ['fetch-cart', 'de-DE'],
      ['delivery-info', 'de-DE'],
    ]);
    await expect(takeCartRead('fetch-cart', 'de-DE')).resolves.toEqual({ error: null, cart: null });
    expect(takeCartRead('fetch-cart', 'de-DE')).toBeNull();
    expect(takeCartRead('delivery-info', 'en-GB')).toBeNull();
    await expect(takeCartRead('delivery-info', 'de-DE')).resolves.toEqual({ error: null, cart: null });
  });

  it('gives a failed read to whoever takes it, and reports nothing when nobody does', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    shim.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    startCartReads('en-GB', ['fetch-cart', 'delivery-info']);
    await expect(takeCartRead('fetch-cart', 'en-GB')).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
  });
});
