import { callCartShim } from '../../cart-api';
import { startDeliveryInfoRead, takeDeliveryInfoRead } from './delivery-info-read';

jest.mock('../../cart-api', () => ({ callCartShim: jest.fn() }));
const shim = callCartShim as jest.MockedFunction<typeof callCartShim>;

describe('the delivery text read as the cart page loads', () => {
  beforeEach(() => shim.mockReset());

  it('starts once and hands the read out once, to its own storefront only', async () => {
    shim.mockResolvedValue({ error: null, globalSet: { body: 'Dispatched Monday' } });
    startDeliveryInfoRead('de-DE');
    startDeliveryInfoRead('de-DE');
    expect(shim.mock.calls).toEqual([['delivery-info', 'de-DE']]);
    await expect(takeDeliveryInfoRead('de-DE')).resolves.toEqual({ error: null, globalSet: { body: 'Dispatched Monday' } });
    expect(takeDeliveryInfoRead('de-DE')).toBeNull();

    startDeliveryInfoRead('de-DE');
    expect(takeDeliveryInfoRead('en-GB')).toBeNull();
    expect(takeDeliveryInfoRead('de-DE')).toBeNull();
  });

  it('gives a failed read to whoever takes it, and reports nothing when nobody does', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    shim.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    startDeliveryInfoRead('en-GB');
    await expect(takeDeliveryInfoRead('en-GB')).rejects.toThrow('offline');
    startDeliveryInfoRead('en-GB');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    takeDeliveryInfoRead('en-GB');
  });
});
