import { render, screen, within } from '@testing-library/react';
import { OrderTable, type OrderRow } from './order-table';

let locale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));

const order: OrderRow = {
  id: '41',
  number: '000000041',
  order_date: '2026-03-14T10:00:00.000Z',
  status: 'paid',
  total: { grand_total: { value: 1249.5, currency: 'GBP' } },
};

beforeEach(() => {
  locale = 'en-GB';
});

describe('OrderTable', () => {
  it('says there are no orders yet and offers the way to the shop', () => {
    render(<OrderTable orders={[]} page={1} totalPages={0} />);
    expect(screen.getByText('account.orders.empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'account.orders.startShopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows an order under the spec's columns, with the date, money and status in the storefront's language", () => {
    render(<OrderTable orders={[order]} page={1} totalPages={1} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'account.orders.orderId',
      'account.orders.date',
      'account.orders.status',
      'account.orders.total',
      'account.orders.action',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(Array.from(row!.querySelectorAll('th, td')).map((c) => c.textContent)).toEqual([
      '000000041',
      '14 Mar 2026',
      'account.orderStatus.paid',
      '£1,249.50',
      'account.orders.view',
    ]);
    const link = within(row!).getByRole('link', { name: 'account.orders.viewLabel:{"number":"000000041"}' });
    expect(link.getAttribute('href')).toMatch(/^\/my-account\/orders\/000000041\/?$/);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('formats for the German storefront and shows an unknown status as it comes', () => {
    locale = 'de-DE';
    render(
      <OrderTable
        orders={[{ ...order, status: 'on_hold', total: { grand_total: { value: 999, currency: 'EUR' } } }]}
        page={1}
        totalPages={1}
      />,
    );
    const [, row] = screen.getAllByRole('row');
    const cells = Array.from(row!.querySelectorAll('th, td')).map((c) => c.textContent?.replace(/\u00a0/g, ' '));
    expect(cells.slice(1, 4)).toEqual(['14. März 2026', 'on_hold', '999 €']);
  });

  it('links the pages of a longer history, the current one marked', () => {
    render(<OrderTable orders={[order]} page={2} totalPages={3} />);
    const nav = screen.getByRole('navigation', { name: 'account.orders.pagination' });
    const current = within(nav).getByRole('link', { name: 'account.orders.page:{"page":2}' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'account.orders.previous' }).getAttribute('href')).toBe('/my-account/orders/');
    expect(within(nav).getByRole('link', { name: 'account.orders.next' }).getAttribute('href')).toBe(
      '/my-account/orders/?page=3',
    );
  });
});
