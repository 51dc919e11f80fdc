import { fireEvent, render, screen } from '@testing-library/react';
import { UpsellItem, type UpsellProduct } from './upsell-item';

// Keys stand in for the words.
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
const addItems = jest.fn(async () => ({ ok: true }));
jest.mock('../../hooks/use-cart', () => ({ useCart: () => ({ addItems, pending: false }) }));

const product = (overrides: Partial<UpsellProduct> = {}): UpsellProduct => ({
  id: 7,
  sku: 'BOTTLE',
  name: 'Bottle',
  url_key: 'bottle',
  type_id: 'pac',
  subtitle: null,
  manufacture: 'Cadence',
  currency: 'GBP',
  aggregated_price: 12,
  aggregated_price_special: null,
  stock_status: 'IN_STOCK',
  category_level_1: 'Accessories',
  category_level_3: null,
  media_gallery: [],
  options: [
    { sku: 'BOTTLE-S', label: 'Small', option_type: 'size', stock_status: 'OUT_OF_STOCK' },
    { sku: 'BOTTLE-L', label: 'Large', option_type: 'size', stock_status: 'IN_STOCK' },
  ],
  ...overrides,
});

const addButton = () => screen.getByTestId('UpsellItem-add') as HTMLButtonElement;

beforeEach(() => addItems.mockClear());

describe('UpsellItem', () => {
  it('starts with the first option in stock, offers the others disabled when out of stock, and adds the chosen one', async () => {
    render(<UpsellItem product={product()} inCart={false} />);
    expect((screen.getByRole('option', { name: 'Small' }) as HTMLOptionElement).disabled).toBe(true);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('BOTTLE-L');
    fireEvent.click(addButton());
    expect(addItems).toHaveBeenCalledWith([{ sku: 'BOTTLE-L', quantity: 1 }], { openDrawer: false });
    expect(await screen.findByTestId('UpsellItem-added')).toBeTruthy();
  });

  it('cannot be added when the API says the product is sold out (it does not re-decide from the options)', () => {
    render(<UpsellItem product={product({ stock_status: 'OUT_OF_STOCK' })} inCart={false} />);
    expect(addButton().disabled).toBe(true);
  });

  it('adds a product without options by its own sku', async () => {
    render(<UpsellItem product={product({ options: [] })} inCart={false} />);
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(addItems).toHaveBeenCalledWith([{ sku: 'BOTTLE', quantity: 1 }], { openDrawer: false });
    expect(await screen.findByTestId('UpsellItem-added')).toBeTruthy();
  });
});
