import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { NEW_PASSWORD_SERVER_FIELDS, newPasswordProblems, type NewPasswordValues } from '../../auth/auth-form.rules';
import { useForm } from '../../../../shared/forms/use-form';
import { usePasswordPolicy, usePasswordRuleText } from '../../hooks/use-password-policy';
import { useCallback } from 'react';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { usePasswordReset } from '../../hooks/use-password-reset';
import { REQUEST_ANOTHER_LINK_HREF } from '../../auth/reset-token.rules';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { newPasswordStyles } from './auth-new-password-form.styles';

const INITIAL: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * The set-new-password step, reached from the emailed link. The form never holds the link's token:
 * it waits in an HttpOnly cookie that the new-password shim reads (auth/reset-token.rules.ts). Shows
 * the password rules; an expired or used link gets the server's message and a way to ask for a new
 * one. Setting the password does not sign in: the shopper is pointed to sign in with it.
 */
export function AuthNewPasswordForm(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const policy = usePasswordPolicy();
  const passwordRules = usePasswordRuleText('auth');
  const { reset, done } = usePasswordReset();
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
          {/* Not the page itself: with the token still waiting it would ask for a new password again. */}
          <Link href={REQUEST_ANOTHER_LINK_HREF}>
            {tokenInvalid ? t('auth.newPassword.requestNew') : t('auth.newPassword.requestAnother')}
          </Link>
        </li>
      </ul>
    </AuthFormFrame>
  );
}
