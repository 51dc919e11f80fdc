import { useApolloClientLoader } from '../../../shared/apollo/query-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CustomerPasswordResetDocument } from '../../../graphql/documents/CustomerPasswordResetDocument';
import { CustomerPasswordResetRequestDocument } from '../../../graphql/documents/CustomerPasswordResetRequestDocument';

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

/**
 * Setting a new password with the emailed token: on success `done` is true (every session was
 * revoked; the shopper signs in again). Rejects with the call's error (RESET_TOKEN_INVALID, say).
 */
export function usePasswordReset(token: string): { reset(newPassword: string): Promise<void>; done: boolean } {
  const loadClient = useApolloClientLoader();
  const [done, setDone] = useState(false);
  const reset = useCallback(
    async (newPassword: string) => {
      const client = await loadClient();
      await client.mutate({ mutation: CustomerPasswordResetDocument, variables: { resetPasswordToken: token, newPassword } });
      setDone(true);
    },
    [loadClient, token],
  );
  return { reset, done };
}
