import { useApolloClientLoader, usePageStore } from '../../../shared/apollo/query-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CustomerPasswordResetRequestDocument } from '../../../graphql/documents/CustomerPasswordResetRequestDocument';
import { failureOf, type CallFailure } from '../../../shared/forms/failure';

/** How long 'Password reset email sent' stays (spec §9: 3000 ms). */
export const RESET_SENT_MESSAGE_MS = 3000;

/**
 * The password-reset request (spec §4): on success `sent` is true for 3 seconds (the page shows
 * 'Password reset email sent'). Rejects with the call's error (RATE_LIMITED, say).
 */
export function usePasswordResetRequest(): { request(email: string): Promise<void>; sent: boolean } {
  const loadClient = useApolloClientLoader();
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const request = useCallback(
    async (email: string) => {
      const client = await loadClient();
      clearTimeout(timer.current);
      setSent(false);
      await client.mutate({ mutation: CustomerPasswordResetRequestDocument, variables: { email: email.trim() } });
      setSent(true);
      timer.current = setTimeout(() => setSent(false), RESET_SENT_MESSAGE_MS);
    },
    [loadClient],
  );
  return { request, sent };
}

/** The new-password shim: it sets the password with the token that waits in its HttpOnly cookie. */
export const NEW_PASSWORD_URL = '/nuxt/api/auth/new-password';

/** What the new-password shim answers (restShim with details). */
type NewPasswordAnswer = {
  resetPassword?: boolean;
  error?: string | null;
  code?: string | null;
  fields?: Record<string, unknown>;
};

/** A refused answer as the form reads a failed call (shared/forms/failure.ts failureOf); none read, no message. */
const newPasswordFailure = (answer: NewPasswordAnswer | null): CallFailure =>
  failureOf(answer && { code: answer.code, message: answer.error, fields: answer.fields });

/**
 * Setting a new password from the emailed link: the password goes to the new-password shim, which
 * adds the link's token from its HttpOnly cookie (the page never holds it:
 * features/customer/auth/reset-token.rules.ts). On success `done` is true (every session was
 * revoked; the shopper signs in again); a refusal comes back as the form's failure
 * (RESET_TOKEN_INVALID for an expired or used link, BAD_USER_INPUT with the password's message).
 */
export function usePasswordReset(): { reset(newPassword: string): Promise<void | CallFailure>; done: boolean } {
  const store = usePageStore();
  const [done, setDone] = useState(false);
  const reset = useCallback(
    async (newPassword: string): Promise<void | CallFailure> => {
      let answer: NewPasswordAnswer | null = null;
      try {
        const response = await fetch(NEW_PASSWORD_URL, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json', store },
          body: JSON.stringify({ newPassword }),
        });
        answer = (await response.json().catch(() => null)) as NewPasswordAnswer | null;
        if (response.ok && answer?.resetPassword === true) {
          setDone(true);
          return;
        }
      } catch {
        // Unreachable: the generic message below.
      }
      return newPasswordFailure(answer);
    },
    [store],
  );
  return { reset, done };
}
