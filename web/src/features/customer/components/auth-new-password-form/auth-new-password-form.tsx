import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { NEW_PASSWORD_SERVER_FIELDS, newPasswordProblems, type NewPasswordValues } from '../../auth/auth-form.rules';
import { useForm } from '../../../../shared/forms/use-form';
import { usePasswordPolicy, usePasswordRuleText } from '../../hooks/use-password-policy';
import { useCallback } from 'react';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { usePasswordReset } from '../../hooks/use-password-reset';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { newPasswordStyles } from './auth-new-password-form.styles';

const INITIAL: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * The set-new-password step, reached from the emailed link (its token handed over by the page, never
 * kept in the address: pages/auth/reset-password.tsx). Shows the password rules; an
 * expired or used link gets the server's message and a way to ask for a new one. Setting the
 * password does not sign in: the shopper is pointed to sign in with it.
 */
export function AuthNewPasswordForm({ token }: { token: string }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const policy = usePasswordPolicy();
  const passwordRules = usePasswordRuleText('auth');
  const { reset, done } = usePasswordReset(token);
  const send = useCallback((values: NewPasswordValues) => reset(values.password), [reset]);
  const form = useForm({
    initial: INITIAL,
    validate: useCallback((values: Parameters<typeof newPasswordProblems>[0]) => newPasswordProblems(values, policy), [policy]),
    send,
    serverFieldMap: NEW_PASSWORD_SERVER_FIELDS,
  });
  const { errorOf, items } = useFieldErrors(form, [
    { name: 'password', id: 'new-password', label: t('auth.fields.newPassword') },
    { name: 'confirmPassword', id: 'new-password-confirm', label: t('auth.fields.confirmPassword') },
  ]);
  if (done) {
    return (
      <AuthFormFrame title={t('auth.newPassword.doneTitle')}>
        <p role="status" css={newPasswordStyles}>
          {t('auth.newPassword.done')}
        </p>
        <ul className="links">
          <li>
            <Link href="/auth/login/">{t('auth.newPassword.signIn')}</Link>
          </li>
        </ul>
      </AuthFormFrame>
    );
  }
  const tokenInvalid = form.failure?.code === 'RESET_TOKEN_INVALID';
  const message =
    form.failure && !Object.keys(form.serverFields).length ? (form.failure.message ?? t('auth.errors.generic')) : null;
  return (
    <AuthFormFrame title={t('auth.newPassword.title')} intro={t('auth.newPassword.intro')}>
      <ErrorSummary message={message} items={items} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.newPassword.title')}>
        <FormField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={t('auth.fields.newPassword')}
          hint={passwordRules.rules}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={errorOf('password')}
        />
        <FormField
          id="new-password-confirm"
          type="password"
          autoComplete="new-password"
          label={t('auth.fields.confirmPassword')}
          value={form.values.confirmPassword}
          onChange={(event) => form.setValue('confirmPassword', event.target.value)}
          error={errorOf('confirmPassword')}
        />
        <button type="submit" aria-disabled={form.pending || undefined}>
          {form.pending ? t('auth.newPassword.submitting') : t('auth.newPassword.submit')}
        </button>
      </form>
      <ul className="links">
        <li>
          <Link href="/auth/reset-password/">
            {tokenInvalid ? t('auth.newPassword.requestNew') : t('auth.newPassword.requestAnother')}
          </Link>
        </li>
      </ul>
    </AuthFormFrame>
  );
}
