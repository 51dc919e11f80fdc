import type { CartScope } from './cart.types';
import { DeliveryInfoService } from './delivery-info.service';

const scope: CartScope = { store: 'de-DE', currency: 'EUR', countryCode: 'DE', customerId: null };

function service(bodies: Record<string, string>) {
  const dispatchDateOf = jest.fn(async (cartId: string | null) => (cartId === 'cart-1' ? '2026-12-16' : '2026-12-14'));
  const scopeOf = jest.fn(async () => scope);
  const content = { globalSet: async (handle: string) => (bodies[handle] ? { handle, body: bodies[handle] } : null) };
  return { deliveryInfo: new DeliveryInfoService(content, { dispatchDateOf }), dispatchDateOf, scopeOf };
}

describe('DeliveryInfoService.globalSet', () => {
  it('writes the cart’s dispatch day into the delivery information, as the shop writes a dispatch day', async () => {
    const { deliveryInfo, scopeOf, dispatchDateOf } = service({ 'delivery-info': 'Versand am {dispatch_date}.' });
    expect(await deliveryInfo.globalSet('delivery-info', 'de-DE', 'cart-1', scopeOf)).toEqual({
      handle: 'delivery-info',
      body: 'Versand am Mittwoch, 16. Dezember 2026.',
    });
    expect(dispatchDateOf).toHaveBeenCalledWith('cart-1', scope);
  });

  it('answers other texts, and one without the placeholder, as they are, without asking who the shopper is', async () => {
    const { deliveryInfo, scopeOf } = service({ 'delivery-info': 'We dispatch Monday to Friday.', other: '{dispatch_date}' });
    expect(await deliveryInfo.globalSet('delivery-info', 'en-GB', null, scopeOf)).toEqual({
      handle: 'delivery-info',
      body: 'We dispatch Monday to Friday.',
    });
    expect(await deliveryInfo.globalSet('other', 'en-GB', null, scopeOf)).toEqual({ handle: 'other', body: '{dispatch_date}' });
    expect(await deliveryInfo.globalSet('missing', 'en-GB', null, scopeOf)).toBeNull();
    expect(scopeOf).not.toHaveBeenCalled();
  });
});
