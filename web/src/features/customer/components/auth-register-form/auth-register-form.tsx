import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { REGISTER_SERVER_FIELDS, registerProblems, type RegisterValues } from '../../auth-form.rules';
import { useAuthForm } from '../../hooks/use-auth-form';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { useRegister } from '../../hooks/use-register';
import { AuthErrorSummary } from '../auth-error-summary/auth-error-summary';
import { AuthField } from '../auth-field/auth-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { registerStyles } from './auth-register-form.styles';

const INITIAL: RegisterValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * The registration form (spec §3: firstName, lastName, email, password, with confirm password).
 * The password rules are shown up front; the server's field messages appear inline.
 */
export function AuthRegisterForm(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const register = useRegister();
  const form = useAuthForm({
    initial: INITIAL,
    validate: registerProblems,
    send: register,
    serverFieldMap: REGISTER_SERVER_FIELDS,
  });
  const fields = [
    { name: 'firstName', id: 'register-first-name', label: t('auth.fields.firstName') },
    { name: 'lastName', id: 'register-last-name', label: t('auth.fields.lastName') },
    { name: 'email', id: 'register-email', label: t('auth.fields.email') },
    { name: 'password', id: 'register-password', label: t('auth.fields.password') },
    { name: 'confirmPassword', id: 'register-confirm-password', label: t('auth.fields.confirmPassword') },
  ] as const;
  const { errorOf, items } = useFieldErrors(form, [...fields]);
  const field = (name: keyof RegisterValues) => fields.find((f) => f.name === name)!;
  const redirect = typeof router.query.redirect === 'string' ? { redirect: router.query.redirect } : undefined;
  // Field messages are listed in the summary; the overall message only adds something new.
  const message =
    form.failure && !Object.keys(form.serverFields).length ? (form.failure.message ?? t('auth.errors.generic')) : null;
  return (
    <AuthFormFrame title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <AuthErrorSummary message={message} items={items} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.register.title')} css={registerStyles}>
        <div className="names">
          <AuthField
            {...field('firstName')}
            autoComplete="given-name"
            value={form.values.firstName}
            onChange={(value) => form.setValue('firstName', value)}
            error={errorOf('firstName')}
          />
          <AuthField
            {...field('lastName')}
            autoComplete="family-name"
            value={form.values.lastName}
            onChange={(value) => form.setValue('lastName', value)}
            error={errorOf('lastName')}
          />
        </div>
        <AuthField
          {...field('email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={errorOf('email')}
        />
        <AuthField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.password.rules')}
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={errorOf('password')}
        />
        <AuthField
          {...field('confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(value) => form.setValue('confirmPassword', value)}
          error={errorOf('confirmPassword')}
        />
        <button type="submit" aria-disabled={form.pending || undefined}>
          {form.pending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <ul className="links">
        <li>
          {t('auth.register.haveAccount')}{' '}
          <Link href={{ pathname: '/auth/login/', query: redirect }}>{t('auth.register.signIn')}</Link>
        </li>
      </ul>
    </AuthFormFrame>
  );
}
