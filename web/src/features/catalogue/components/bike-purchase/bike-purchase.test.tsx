import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BikePurchase } from './bike-purchase';

// Keys stand in for the words.
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({ t: (key: string, vars?: { size?: string }) => (vars?.size ? `${key}:${vars.size}` : key) }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));

const sizes = [
  { sku: 'B-S', value: 'S', label: 'S', stock_status: 'IN_STOCK' as const },
  { sku: 'B-M', value: 'M', label: 'M', stock_status: 'OUT_OF_STOCK' as const },
];
const guide = [{ size: 'S', rider_height_min: 160, rider_height_max: 170 }];

const setup = (canShip = true, stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' = 'IN_STOCK') => {
  const onAddToCart = jest.fn(async () => undefined);
  render(<BikePurchase sizes={sizes} stockStatus={stockStatus} sizeGuide={guide} canShip={canShip} onAddToCart={onAddToCart} />);
  return onAddToCart;
};

describe('BikePurchase add to cart (spec §5)', () => {
  it('asks for a size when none is chosen, marks the group invalid and adds nothing', () => {
    const onAddToCart = setup();
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    expect(screen.getByRole('alert').textContent).toContain('product.sizeSelector.pleaseSelect');
    expect(screen.getByRole('group', { name: 'product.sizeSelector.legend' }).getAttribute('aria-invalid')).toBe('true');
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('clears the message once a size is chosen and adds that size', async () => {
    const onAddToCart = setup();
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    fireEvent.click(screen.getByRole('radio', { name: /^S/ }));
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    expect(onAddToCart).toHaveBeenCalledWith(sizes[0]);
    await waitFor(() => expect((screen.getByTestId('BikePurchase-add') as HTMLButtonElement).disabled).toBe(false));
  });

  it('says when the chosen size is out of stock', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    expect(screen.getByRole('status').textContent).toContain('product.stockMessage.outOfStock');
  });

  it('says sold out when the bike’s stock status (the API’s) is out of stock, not from its own reading of the sizes', () => {
    setup(true, 'OUT_OF_STOCK');
    expect(screen.getByRole('status').textContent).toContain('product.stockMessage.soldOut');
  });

  it('cannot be pressed when the bike cannot ship to the shopper’s country, and says why', () => {
    setup(false);
    expect((screen.getByRole('button', { name: 'product.purchase.addToCart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('product.stockMessage.cannotShip');
  });
});
