import { PageDataProvider } from '../../shared/apollo/query-hooks';
import { act, renderHook } from '@testing-library/react';
import { CustomerGetDocument } from '../../graphql/documents/CustomerGetDocument';
import { gatewayError, mockGatewayClient } from '../../features/customer/test-support/mock-gateway';
import { useRegister } from '../../features/customer/hooks/use-register';
import { useSignIn } from '../../features/customer/hooks/use-sign-in';
import { useAfterSignIn } from './use-after-sign-in';

/** Signing in and registering as the auth pages wire them: the customer's call, then what follows (spec §4). */
const useSignInThenFollow = () => useSignIn(useAfterSignIn());
const useRegisterThenFollow = () => useRegister(useAfterSignIn());

const push = jest.fn();
const closeMenu = jest.fn();
let query: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', query, push }) }));
jest.mock('../../shared/menu-state/menu-state', () => ({ useMenuState: () => ({ closeMenu }) }));
const mergeAfterSignIn = jest.fn(async () => undefined);
jest.mock('../../features/cart/hooks/use-cart', () => ({ useCart: () => ({ mergeAfterSignIn }) }));

const CUSTOMER = { __typename: 'Customer', firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', is_subscribed: false };

beforeEach(() => {
  push.mockReset();
  closeMenu.mockReset();
  mergeAfterSignIn.mockClear();
  query = {};
});

function hookWith<T>(useHook: () => T, answers: Parameters<typeof mockGatewayClient>[0]) {
  const gateway = mockGatewayClient(answers);
  const { result } = renderHook(useHook, {
    wrapper: ({ children }) => (
      <PageDataProvider results={{}} store="en-GB" client={gateway.client}>
        {children}
      </PageDataProvider>
    ),
  });
  return { result, ...gateway };
}

describe('useSignIn with useAfterSignIn', () => {
  it('signs in, fetches the customer into the cache, closes the menu and follows a safe redirect', async () => {
    query = { redirect: '/my-account/orders/' };
    const { result, client, calls } = hookWith(useSignInThenFollow, {
      CustomerSignIn: [{ data: { generateCustomerToken: { __typename: 'CustomerToken', expires_at: 'x' } } }],
      CustomerGet: [{ data: { customer: CUSTOMER } }],
    });
    await act(() => result.current({ email: ' jane@example.com ', password: ' secret1 ' }));
    expect(calls.map((c) => c.operationName)).toEqual(['CustomerSignIn', 'CustomerGet']);
    expect(calls[0]?.variables).toEqual({ email: 'jane@example.com', password: ' secret1 ' });
    expect(client.readQuery({ query: CustomerGetDocument })?.customer.firstname).toBe('Jane');
    expect(closeMenu).toHaveBeenCalled();
    // The guest cart is merged into the customer's before the shopper moves on (spec §4).
    expect(mergeAfterSignIn).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/my-account/orders/');
  });

  it('goes to the account for an unsafe redirect, and rejects without navigating on wrong details', async () => {
    query = { redirect: 'https://evil.example/' };
    const ok = hookWith(useSignInThenFollow, {
      CustomerSignIn: [{ data: { generateCustomerToken: { __typename: 'CustomerToken', expires_at: 'x' } } }],
      CustomerGet: [{ data: { customer: CUSTOMER } }],
    });
    await act(() => ok.result.current({ email: 'jane@example.com', password: 'x' }));
    expect(push).toHaveBeenCalledWith('/my-account/profile/');
    push.mockReset();
    const refused = hookWith(useSignInThenFollow, {
      CustomerSignIn: [gatewayError('INVALID_CREDENTIALS', 'Wrong email or password.')],
    });
    await expect(act(() => refused.result.current({ email: 'jane@example.com', password: 'x' }))).rejects.toThrow(
      'Wrong email or password.',
    );
    expect(push).not.toHaveBeenCalled();
    expect(mergeAfterSignIn).toHaveBeenCalledTimes(1);
    expect(refused.calls.map((c) => c.operationName)).toEqual(['CustomerSignIn']);
  });
});

describe('useRegister with useAfterSignIn', () => {
  it('registers with the server field names and is signed in straight away (customer in the cache)', async () => {
    const { result, client, calls } = hookWith(useRegisterThenFollow, {
      CustomerRegister: [{ data: { createCustomerV2: { __typename: 'CustomerOutput', customer: CUSTOMER } } }],
    });
    await act(() =>
      result.current({
        firstName: ' Jane ',
        lastName: 'Doe',
        email: 'jane@example.com',
        password: 'Velocity42',
        confirmPassword: 'Velocity42',
      }),
    );
    expect(calls[0]?.variables).toEqual({
      input: { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', password: 'Velocity42' },
    });
    expect(client.readQuery({ query: CustomerGetDocument })?.customer.email).toBe('jane@example.com');
    expect(mergeAfterSignIn).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/my-account/profile/');
  });
});
