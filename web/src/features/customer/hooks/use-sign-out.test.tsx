import { PageDataProvider } from '../../../shared/apollo/query-hooks';
import { act, renderHook } from '@testing-library/react';
import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { hardNavigate } from '../../../shared/navigation/hard-navigate';
import { mockGatewayClient } from '../test-support/mock-gateway';
import { SIGN_OUT_URL, useSignOut } from './use-sign-out';

let locale = 'en-GB';
jest.mock('next/router', () => ({ useRouter: () => ({ locale, defaultLocale: 'en-GB' }) }));
jest.mock('../../../shared/navigation/hard-navigate', () => ({ hardNavigate: jest.fn() }));

const CUSTOMER = {
  __typename: 'Customer',
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  is_subscribed: false,
} as const;
const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  jest.mocked(hardNavigate).mockReset();
});

function signedIn() {
  const { client } = mockGatewayClient({});
  client.writeQuery({ query: CustomerGetDocument, data: { customer: CUSTOMER } });
  const { result } = renderHook(useSignOut, {
    wrapper: ({ children }) => (
      <PageDataProvider results={{}} store="en-GB" client={client}>
        {children}
      </PageDataProvider>
    ),
  });
  return { client, result };
}

describe('useSignOut (spec §4: clears everything regardless of the outcome)', () => {
  it('calls the logout shim, clears the Apollo store and loads the home page', async () => {
    const warn = jest.spyOn(console, 'warn');
    global.fetch = jest.fn(async () => ({ ok: true, status: 200 }) as Response) as typeof fetch;
    const { client, result } = signedIn();
    await act(() => result.current.signOut());
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(global.fetch).toHaveBeenCalledWith(SIGN_OUT_URL, expect.objectContaining({ credentials: 'same-origin' }));
    expect(client.readQuery({ query: CustomerGetDocument })).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('signs out locally even when the call fails, staying on the German storefront', async () => {
    locale = 'de-DE';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const { client, result } = signedIn();
    await act(() => result.current.signOut());
    expect(client.readQuery({ query: CustomerGetDocument })).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/de-DE/');
    warn.mockRestore();
    locale = 'en-GB';
  });
});
