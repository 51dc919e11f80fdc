import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { signInProblems, type SignInValues } from '../../auth/auth-form.rules';
import { useForm } from '../../../../shared/forms/use-form';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { useFieldPolicy } from '../../hooks/use-field-policy';
import { useSignIn } from '../../hooks/use-sign-in';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { linksStyles } from './auth-login-form.styles';

const INITIAL: SignInValues = { email: '', password: '' };

/**
 * The sign-in form: email and password; the server's message (wrong details, too many attempts) as-is.
 * `afterSignIn` is what follows a sign-in (the application's `useAfterSignIn`).
 */
export function AuthLoginForm({ afterSignIn }: { afterSignIn: () => Promise<void> }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signIn = useSignIn(afterSignIn);
  const fields = useFieldPolicy();
  const validate = useCallback((values: SignInValues) => signInProblems(values, fields), [fields]);
  const form = useForm({ initial: INITIAL, validate, send: signIn });
  const { errorOf, items } = useFieldErrors(form, [
    { name: 'email', id: 'login-email', label: t('auth.fields.email') },
    { name: 'password', id: 'login-password', label: t('auth.fields.password') },
  ]);
  const redirect = typeof router.query.redirect === 'string' ? { redirect: router.query.redirect } : undefined;
  return (
    <AuthFormFrame title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <ErrorSummary
        message={form.failure ? (form.failure.message ?? t('auth.errors.generic')) : null}
        items={items}
        attempt={form.attempt}
      />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.login.title')}>
        <FormField
          id="login-email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          error={errorOf('email')}
        />
        <FormField
          id="login-password"
          type="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={errorOf('password')}
        />
        <button type="submit" aria-disabled={form.pending || undefined}>
          {form.pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
      <ul className="links" css={linksStyles}>
        <li>
          <Link href="/auth/reset-password/">{t('auth.login.forgotten')}</Link>
        </li>
        <li>
          {t('auth.login.newCustomer')}{' '}
          <Link href={{ pathname: '/auth/register/', query: redirect }}>{t('auth.login.createAccount')}</Link>
        </li>
      </ul>
    </AuthFormFrame>
  );
}
