import { CustomerGetDocument } from '../../../graphql/documents/CustomerGetDocument';
import { createSessionLink } from './session-link';
import { gatewayError, mockGatewayClient, type GatewayAnswer } from '../test-support/mock-gateway';

const CUSTOMER = {
  __typename: 'Customer',
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  is_subscribed: false,
} as const;
const UNAUTHENTICATED = gatewayError('UNAUTHENTICATED', "The current customer isn't authorized.");

function setup(answers: Record<string, GatewayAnswer[]>) {
  const { client, calls } = mockGatewayClient(answers, [createSessionLink()]);
  return { client, names: () => calls.map((call) => call.operationName) };
}

const clearSessionCookie = () => {
  document.cookie = 'customer_expire_time=; Max-Age=0; Path=/';
};

describe('session link', () => {
  afterEach(clearSessionCookie);

  it('renews the session once and retries a query that found it expired', async () => {
    document.cookie = 'customer_expire_time=2026-11-24T10%3A00%3A00Z; Path=/';
    const { client, names } = setup({
      CustomerGet: [UNAUTHENTICATED, { data: { customer: CUSTOMER } }],
      CustomerTokenRenew: [{ data: { renewCustomerToken: { __typename: 'CustomerToken', expires_at: 'later' } } }],
    });
    const { data } = await client.query({ query: CustomerGetDocument });
    expect(data?.customer.firstname).toBe('Jane');
    expect(names()).toEqual(['CustomerGet', 'CustomerTokenRenew', 'CustomerGet']);
  });

  it('treats the shopper as signed out when the renewal is refused', async () => {
    const { client, names } = setup({
      CustomerGet: [UNAUTHENTICATED],
      CustomerTokenRenew: [UNAUTHENTICATED],
    });
    client.writeQuery({ query: CustomerGetDocument, data: { customer: CUSTOMER } });
    await expect(client.query({ query: CustomerGetDocument, fetchPolicy: 'network-only' })).rejects.toThrow(/authorized/);
    expect(names()).toEqual(['CustomerGet', 'CustomerTokenRenew']);
    expect(client.cache.readQuery({ query: CustomerGetDocument })).toBeNull();
  });

  it('does not try to renew for a shopper who was never signed in', async () => {
    const { client, names } = setup({ CustomerGet: [UNAUTHENTICATED] });
    await expect(client.query({ query: CustomerGetDocument })).rejects.toThrow(/authorized/);
    expect(names()).toEqual(['CustomerGet']);
  });

  it('retries only once: a second UNAUTHENTICATED signs the shopper out', async () => {
    document.cookie = 'customer_expire_time=2026-11-24T10%3A00%3A00Z; Path=/';
    const { client, names } = setup({
      CustomerGet: [UNAUTHENTICATED, UNAUTHENTICATED],
      CustomerTokenRenew: [{ data: { renewCustomerToken: { __typename: 'CustomerToken', expires_at: 'later' } } }],
    });
    await expect(client.query({ query: CustomerGetDocument })).rejects.toThrow(/authorized/);
    expect(names()).toEqual(['CustomerGet', 'CustomerTokenRenew', 'CustomerGet']);
  });
});
