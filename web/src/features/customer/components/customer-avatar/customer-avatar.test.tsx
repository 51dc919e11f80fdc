import { PageDataProvider } from '../../../../shared/apollo/query-hooks';
import { fireEvent, render, screen } from '@testing-library/react';
import { CustomerGetDocument } from '../../../../graphql/documents/CustomerGetDocument';
import { mockGatewayClient } from '../../test-support/mock-gateway';
import { CustomerAvatar } from './customer-avatar';

// As next.config.ts builds it (trailingSlash: true): links keep their trailing slash.
process.env.__NEXT_TRAILING_SLASH = 'true';

const signOut = jest.fn();
let asPath = '/search/?q=kask';
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', asPath }) }));
jest.mock('../../hooks/use-sign-out', () => ({ useSignOut: () => ({ signOut, pending: false }) }));
jest.mock('../../../../shared/i18n/use-translation', () => ({
  useTranslation: () => ({ t: (key: string, options?: { name?: string }) => (options?.name ? `${key}:${options.name}` : key) }),
}));

const renderAvatar = (customer: { firstname: string; lastname: string } | null) => {
  const { client } = mockGatewayClient({});
  if (customer) {
    client.writeQuery({
      query: CustomerGetDocument,
      data: { customer: { email: 'jane@example.com', is_subscribed: false, ...customer } },
    });
  }
  render(
    <PageDataProvider results={{}} store="en-GB" client={client}>
      <CustomerAvatar />
    </PageDataProvider>,
  );
};

describe('CustomerAvatar', () => {
  beforeEach(() => {
    signOut.mockReset();
    asPath = '/search/?q=kask';
  });

  it('signed out: a sign-in link that returns to the current page', () => {
    renderAvatar(null);
    expect(screen.getByRole('link', { name: 'shell.account.signIn' }).getAttribute('href')).toBe(
      '/auth/login/?redirect=%2Fsearch%2F%3Fq%3Dkask',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed out on an auth page: a plain sign-in link', () => {
    asPath = '/auth/register/';
    renderAvatar(null);
    expect(screen.getByRole('link', { name: 'shell.account.signIn' }).getAttribute('href')).toBe('/auth/login/');
  });

  it("signed in: the customer's initials link to the account, with the name in the accessible name", async () => {
    renderAvatar({ firstname: 'jane', lastname: 'doe' });
    // jsdom applies the phone styles (no media queries): the link is the tablet-and-up avatar.
    // The signed-in menu is its own chunk, loaded once the customer is known.
    const avatar = await screen.findByTestId('CustomerAvatar-initials');
    expect(avatar.tagName).toBe('A');
    expect(avatar.getAttribute('aria-label')).toBe('shell.account.account:jane doe');
    expect(avatar.textContent).toBe('JD');
    expect(avatar.getAttribute('href')).toBe('/my-account/profile/');
    // On phones the initials are the menu button.
    expect(screen.getByRole('button', { name: 'shell.account.menu' }).textContent).toContain('JD');
    expect(screen.queryByRole('link', { name: 'shell.account.signIn' })).toBeNull();
  });

  it('signs out from the avatar menu, which opens and closes with its button and Escape', async () => {
    renderAvatar({ firstname: 'Jane', lastname: 'Doe' });
    const toggle = await screen.findByRole('button', { name: 'shell.account.menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'shell.account.signOut' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'shell.account.myAccount' }).getAttribute('href')).toBe('/my-account/profile/');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'shell.account.signOut' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
