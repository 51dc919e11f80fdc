import { fireEvent, render, screen } from '@testing-library/react';
import { BikePurchase } from './bike-purchase';

// Keys stand in for the words; the size value is appended so the confirmation can be checked.
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string, vars?: { size?: string }) => (vars?.size ? `${key}:${vars.size}` : key) }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));

const sizes = [
  { sku: 'B-S', value: 'S', label: 'S', stock_status: 'IN_STOCK' as const },
  { sku: 'B-M', value: 'M', label: 'M', stock_status: 'OUT_OF_STOCK' as const },
];
const guide = [{ size: 'S', rider_height_min: 160, rider_height_max: 170 }];

const setup = (canShip = true) => render(<BikePurchase name="CGR AL 105" sizes={sizes} sizeGuide={guide} canShip={canShip} />);

describe('BikePurchase add to cart (spec §5)', () => {
  it('asks for a size when none is chosen and marks the group invalid', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    expect(screen.getByRole('alert').textContent).toContain('product.sizeSelector.pleaseSelect');
    expect(screen.getByRole('group', { name: 'product.sizeSelector.legend' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('BikePurchase-confirmation').textContent).toBe('');
  });

  it('clears the message once a size is chosen and then confirms that size with its stock, adding nothing', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    fireEvent.click(screen.getByRole('radio', { name: /^M/ }));
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    const confirmation = screen.getByTestId('BikePurchase-confirmation');
    expect(confirmation.textContent).toContain('product.purchase.sizeOutOfStock:M');
    expect(confirmation.textContent).toContain('product.purchase.orderingSoon:M');
    fireEvent.click(screen.getByRole('radio', { name: /^S/ }));
    expect(confirmation.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'product.purchase.addToCart' }));
    expect(confirmation.textContent).toContain('product.purchase.sizeInStock:S');
  });

  it('cannot be pressed when the bike cannot ship to the shopper’s country, and says why', () => {
    setup(false);
    expect((screen.getByRole('button', { name: 'product.purchase.addToCart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('product.stockMessage.cannotShip');
  });
});
