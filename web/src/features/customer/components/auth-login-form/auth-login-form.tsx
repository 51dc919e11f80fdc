import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { signInProblems, type SignInValues } from '../../auth-form.rules';
import { useAuthForm } from '../../hooks/use-auth-form';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { useSignIn } from '../../hooks/use-sign-in';
import { AuthErrorSummary } from '../auth-error-summary/auth-error-summary';
import { AuthField } from '../auth-field/auth-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { linksStyles } from './auth-login-form.styles';

const INITIAL: SignInValues = { email: '', password: '' };

/** The sign-in form: email and password; the server's message (wrong details, too many attempts) as-is. */
export function AuthLoginForm(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signIn = useSignIn();
  const form = useAuthForm({ initial: INITIAL, validate: signInProblems, send: signIn });
  const { errorOf, items } = useFieldErrors(form, [
    { name: 'email', id: 'login-email', label: t('auth.fields.email') },
    { name: 'password', id: 'login-password', label: t('auth.fields.password') },
  ]);
  const redirect = typeof router.query.redirect === 'string' ? { redirect: router.query.redirect } : undefined;
  return (
    <AuthFormFrame title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <AuthErrorSummary
        message={form.failure ? (form.failure.message ?? t('auth.errors.generic')) : null}
        items={items}
        attempt={form.attempt}
      />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.login.title')}>
        <AuthField
          id="login-email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={errorOf('email')}
        />
        <AuthField
          id="login-password"
          type="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
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
