import { render, screen, within } from '@testing-library/react';
import { AccountLayout } from './account-layout';

let asPath = '/my-account/orders/';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', asPath }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options && Object.keys(options).length ? `${key}:${JSON.stringify(options)}` : key,
  }),
}));
jest.mock('../../hooks/use-account', () => ({ useAccount: () => ({ firstname: 'Ada' }) }));

describe('AccountLayout', () => {
  it('greets the customer, heads the page and marks the current section in the navigation', () => {
    render(
      <AccountLayout section="orders" title="Orders">
        <p>content</p>
      </AccountLayout>,
    );
    expect(screen.getByText('account.layout.greeting:{"name":"Ada"}')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'account.layout.navLabel' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'account.layout.profile',
      'account.layout.shipping',
      'account.layout.orders',
      'account.layout.newsletter',
      'account.layout.cycleToWork',
    ]);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null]);
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('marks the section as the location on a page inside it (an order)', () => {
    asPath = '/my-account/orders/000000041/';
    render(
      <AccountLayout section="orders" title="Order 000000041">
        <p>order</p>
      </AccountLayout>,
    );
    expect(screen.getByRole('link', { name: 'account.layout.orders' }).getAttribute('aria-current')).toBe('location');
  });
});
