import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { CustomerGetDocument } from '../../graphql/graphql';
import { createSessionLink } from './session-link';

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

const CUSTOMER = {
  __typename: 'Customer',
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  is_subscribed: false,
} as const;
const UNAUTHENTICATED: Answer = {
  data: null,
  errors: [{ message: "The current customer isn't authorized.", extensions: { code: 'UNAUTHENTICATED' } }],
};

function setup(answers: Record<string, Answer[]>) {
  const seen: string[] = [];
  const gateway = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.operationName ?? '');
        const answer = answers[operation.operationName ?? '']?.shift() ?? {
          data: null,
          errors: [{ message: 'unexpected', extensions: { code: 'X' } }],
        };
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([createSessionLink(), gateway]) });
  return { client, seen };
}

const clearSessionCookie = () => {
  document.cookie = 'customer_expire_time=; Max-Age=0; Path=/';
};

describe('session link', () => {
  afterEach(clearSessionCookie);

  it('renews the session once and retries a query that found it expired', async () => {
    document.cookie = 'customer_expire_time=2026-11-24T10%3A00%3A00Z; Path=/';
    const { client, seen } = setup({
      CustomerGet: [UNAUTHENTICATED, { data: { customer: CUSTOMER } }],
      CustomerTokenRenew: [{ data: { renewCustomerToken: { __typename: 'CustomerToken', expires_at: 'later' } } }],
    });
    const { data } = await client.query({ query: CustomerGetDocument });
    expect(data?.customer.firstname).toBe('Jane');
    expect(seen).toEqual(['CustomerGet', 'CustomerTokenRenew', 'CustomerGet']);
  });

  it('treats the shopper as signed out when the renewal is refused', async () => {
    const { client, seen } = setup({
      CustomerGet: [UNAUTHENTICATED],
      CustomerTokenRenew: [UNAUTHENTICATED],
    });
    client.writeQuery({ query: CustomerGetDocument, data: { customer: CUSTOMER } });
    await expect(client.query({ query: CustomerGetDocument, fetchPolicy: 'network-only' })).rejects.toThrow(/authorized/);
    expect(seen).toEqual(['CustomerGet', 'CustomerTokenRenew']);
    expect(client.cache.readQuery({ query: CustomerGetDocument })).toBeNull();
  });

  it('does not try to renew for a shopper who was never signed in', async () => {
    const { client, seen } = setup({ CustomerGet: [UNAUTHENTICATED] });
    await expect(client.query({ query: CustomerGetDocument })).rejects.toThrow(/authorized/);
    expect(seen).toEqual(['CustomerGet']);
  });

  it('retries only once: a second UNAUTHENTICATED signs the shopper out', async () => {
    document.cookie = 'customer_expire_time=2026-11-24T10%3A00%3A00Z; Path=/';
    const { client, seen } = setup({
      CustomerGet: [UNAUTHENTICATED, UNAUTHENTICATED],
      CustomerTokenRenew: [{ data: { renewCustomerToken: { __typename: 'CustomerToken', expires_at: 'later' } } }],
    });
    await expect(client.query({ query: CustomerGetDocument })).rejects.toThrow(/authorized/);
    expect(seen).toEqual(['CustomerGet', 'CustomerTokenRenew', 'CustomerGet']);
  });
});
