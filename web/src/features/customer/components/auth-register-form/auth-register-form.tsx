import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';
import { REGISTER_SERVER_FIELDS, registerProblems, type RegisterValues } from '../../auth/auth-form.rules';
import { useForm } from '../../../../shared/forms/use-form';
import { usePasswordPolicy, usePasswordRuleText } from '../../hooks/use-password-policy';
import { useCallback } from 'react';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { useFieldPolicy } from '../../hooks/use-field-policy';
import { useRegister } from '../../hooks/use-register';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { registerStyles } from './auth-register-form.styles';

const INITIAL: RegisterValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * The registration form (spec §3: firstName, lastName, email, password, with confirm password).
 * The password rules are shown up front; the server's field messages appear inline. `afterSignIn`
 * is what follows once the new customer is signed in (the application's `useAfterSignIn`).
 */
export function AuthRegisterForm({ afterSignIn }: { afterSignIn: () => Promise<void> }): React.JSX.Element {
  const { t } = useTranslation('auth');
  const policy = usePasswordPolicy();
  const fieldPolicy = useFieldPolicy();
  const passwordRules = usePasswordRuleText('auth');
  const router = useRouter();
  const register = useRegister(afterSignIn);
  const form = useForm({
    initial: INITIAL,
    validate: useCallback(
      (values: Parameters<typeof registerProblems>[0]) => registerProblems(values, policy, fieldPolicy),
      [policy, fieldPolicy],
    ),
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
      <ErrorSummary message={message} items={items} attempt={form.attempt} />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.register.title')} css={registerStyles}>
        <div className="names">
          <FormField
            {...field('firstName')}
            autoComplete="given-name"
            value={form.values.firstName}
            onChange={(event) => form.setValue('firstName', event.target.value)}
            error={errorOf('firstName')}
          />
          <FormField
            {...field('lastName')}
            autoComplete="family-name"
            value={form.values.lastName}
            onChange={(event) => form.setValue('lastName', event.target.value)}
            error={errorOf('lastName')}
          />
        </div>
        <FormField
          {...field('email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          error={errorOf('email')}
        />
        <FormField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          hint={passwordRules.rules}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={errorOf('password')}
        />
        <FormField
          {...field('confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(event) => form.setValue('confirmPassword', event.target.value)}
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
