import { useQuery } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { CustomerAccountGetDocument } from '../../../graphql/documents/CustomerAccountGetDocument';
import { callFailure } from '../../../shared/forms/server-errors';
import type { CallFailure } from '../../../shared/forms/failure';
import { signInPath } from '../session/session-paths.rules';

/** The outcome of an account action, for the form that started it. */
export type AccountResult = { ok: true } | { ok: false; problem: CallFailure };

/**
 * The signed-in customer as the page's server render left it in the cache (every account page
 * loads CustomerAccountGet), so this reads without a request.
 */
export function useAccount() {
  const { data } = useQuery(CustomerAccountGetDocument, { fetchPolicy: 'cache-first' });
  return data?.customer ?? null;
}

/**
 * Runs an account action and turns a failure into a CallFailure (code, localised message, fields). A session that ended
 * meanwhile (UNAUTHENTICATED) sends the shopper to sign in and back to this page.
 */
export function useAccountAction() {
  const router = useRouter();
  return useCallback(
    async (action: () => Promise<unknown>): Promise<AccountResult> => {
      try {
        await action();
        return { ok: true };
      } catch (error) {
        const problem = callFailure(error);
        if (problem.code === 'UNAUTHENTICATED') void router.push(signInPath(router.asPath.split('?', 1)[0]));
        return { ok: false, problem };
      }
    },
    [router],
  );
}
