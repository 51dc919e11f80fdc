import { render, screen } from '@testing-library/react';
import { CompareBikes } from './compare-bikes';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
// The key stands in for the words.
jest.mock('../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const bike = (sku: string, aggregated_price: number | null, aggregated_price_special: number | null) => ({
  id: 1,
  sku,
  name: sku,
  url_key: sku.toLowerCase(),
  type_id: 'child-bike',
  subtitle: null,
  manufacture: 'Cadence',
  currency: 'GBP',
  aggregated_price,
  aggregated_price_special,
  stock_status: 'IN_STOCK',
  category_level_1: null,
  category_level_3: null,
  options: [],
  specifications: [],
  geometry: [],
  media_gallery: [],
});

const mockBikes = [
  bike('ON-SALE', 2199, 1599),
  bike('NOT-LOWER', 1099, 1299),
  bike('REGULAR', 999, null),
  bike('UNSOLD', null, null),
];
jest.mock('../../../shared/apollo/query-hooks', () => ({
  useQuery: () => ({ data: { productsBySkus: mockBikes }, loading: false }),
}));

describe('CompareBikes price row (the one price rule)', () => {
  it('shows what each bike sells at: a special price only when lower, "not sold" without a price', () => {
    render(<CompareBikes skus={mockBikes.map((b) => b.sku)} />);
    const row = screen.getByRole('rowheader', { name: 'personal.compare.price' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '£1,599',
      '£1,099',
      '£999',
      'personal.compare.notSold',
    ]);
  });
});
