import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from '../../../shared/apollo/query-hooks';
import { PasswordPolicyGetDocument } from '../../../graphql/documents/PasswordPolicyGetDocument';
import type { PasswordPolicy } from '../customer.rules';

/**
 * The server's password rule (passwordPolicy), from the cache the page's server render filled
 * (the pages with a new-password field load it); null until it is known.
 */
export function usePasswordPolicy(): PasswordPolicy | null {
  const { data } = useQuery(PasswordPolicyGetDocument, { fetchPolicy: 'cache-first' });
  return data?.passwordPolicy ?? null;
}

/** The password rule in the shopper's language, from the server's numbers (null until they are known). */
export function usePasswordRuleText(namespace: 'auth' | 'account'): { rules: string | null; tooLong: string | null } {
  const policy = usePasswordPolicy();
  const { t } = useTranslation(namespace);
  if (!policy) return { rules: null, tooLong: null };
  const numbers = { min: policy.minimum_length, max: policy.maximum_length };
  return namespace === 'auth'
    ? { rules: t('auth.password.rules', numbers), tooLong: t('auth.errors.passwordTooLong', numbers) }
    : { rules: t('account.profile.passwordRules', numbers), tooLong: t('account.profile.passwordTooLong', numbers) };
}
