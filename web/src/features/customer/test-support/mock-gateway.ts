import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';

export type GatewayAnswer = {
  data?: unknown;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

/** A GraphQL error answer as the gateway sends it. */
export const gatewayError = (code: string, message: string, extensions: Record<string, unknown> = {}): GatewayAnswer => ({
  data: null,
  errors: [{ message, extensions: { code, ...extensions } }],
});

/**
 * A real Apollo client whose gateway answers each operation (by name) from a queue, recording the
 * operations and variables it was asked. For tests of the customer hooks and components.
 */
export function mockGatewayClient(answers: Record<string, GatewayAnswer[]>, links: ApolloLink[] = []) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const gateway = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? '']?.shift();
        if (!answer) {
          observer.error(new Error(`No answer for ${operation.operationName}`));
          return;
        }
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([...links, gateway]) });
  return { client, calls };
}
