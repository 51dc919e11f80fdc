import { render, screen } from '@testing-library/react';
import type { ProductCardFieldsFragment } from '../../../../graphql/graphql';
import { ProductCard } from './product-card';

jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => (options?.price ? `${key}:${String(options.price)}` : key),
  }),
}));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB' }) }));
// The heart has its own tests and needs the shopper's saved list; the card's are about the card.
jest.mock('../../../personal/components/save-heart/save-heart', () => ({ SaveHeart: () => null }));

const product = (overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment => ({
  id: 1,
  sku: 'BK-CGR-SL-105',
  name: 'CGR SL 105',
  url_key: 'cgr-sl-105',
  type_id: 'child-bike',
  subtitle: 'Carbon all-road bike',
  manufacture: 'Cadence',
  currency: 'GBP',
  aggregated_price: 2199,
  aggregated_price_special: null,
  stock_status: 'IN_STOCK',
  category_level_1: 'Bikes',
  category_level_3: 'CGR all-road bikes',
  media_gallery: [{ url: '/media/product/road-bike/141416/3a3c40.svg', label: 'side view', position: 1 }],
  ...overrides,
});

describe('ProductCard', () => {
  it('links the name to the product page and shows the whole-pound price', () => {
    render(<ProductCard product={product()} />);
    expect(screen.getByRole('link', { name: 'CGR SL 105' }).getAttribute('href')).toMatch(/^\/cgr-sl-105\/?$/); // next.config adds the trailing slash
    expect(screen.getByTestId('ProductPrice').textContent).toBe('£2,199');
    expect(screen.queryByText('catalogue.productCard.sale')).toBeNull();
  });

  it('shows a special price with the regular one struck through', () => {
    render(<ProductCard product={product({ aggregated_price_special: 1599.5 })} />);
    expect(screen.getByText('catalogue.productCard.sale')).toBeTruthy();
    expect(screen.getByText('£1,599.50')).toBeTruthy();
    expect(screen.getByText('£2,199').closest('del')).not.toBeNull();
  });

  it('prices a parent bike from its cheapest build and marks sold-out products', () => {
    const { unmount } = render(<ProductCard product={product({ type_id: 'parent-bike' })} />);
    expect(screen.getByTestId('ProductPrice').textContent).toBe('catalogue.price.from:£2,199');
    unmount();
    render(<ProductCard product={product({ stock_status: 'OUT_OF_STOCK' })} />);
    expect(screen.getByText('catalogue.productCard.soldOut')).toBeTruthy();
  });

  it('shows sold out exactly when the API says so: the card does not re-decide for parent bikes', () => {
    // The catalogue's rule keeps a parent bike in stock (its builds carry the stock); the card only reads it.
    const { unmount } = render(<ProductCard product={product({ type_id: 'parent-bike' })} />);
    expect(screen.queryByText('catalogue.productCard.soldOut')).toBeNull();
    unmount();
    render(<ProductCard product={product({ type_id: 'parent-bike', stock_status: 'OUT_OF_STOCK' })} />);
    expect(screen.getByText('catalogue.productCard.soldOut')).toBeTruthy();
  });

  it('asks for responsive image sizes and never renders an empty src', () => {
    const { container } = render(<ProductCard product={product()} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/\.webp\?w=480&h=360$/);
    expect(img.getAttribute('srcset')).toContain('240w');
  });
});
