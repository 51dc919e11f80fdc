import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useCallback } from 'react';
import { resetRequestProblems, type ResetRequestValues } from '../../auth/auth-form.rules';
import { useForm } from '../../../../shared/forms/use-form';
import { useFieldErrors } from '../../hooks/use-field-messages';
import { useFieldPolicy } from '../../hooks/use-field-policy';
import { usePasswordResetRequest } from '../../hooks/use-password-reset';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { AuthFormFrame } from '../auth-form-frame/auth-form-frame';
import { resetRequestStyles } from './auth-reset-request-form.styles';

const INITIAL: ResetRequestValues = { email: '' };

/**
 * The password-reset request: an email address; on success 'Password reset email sent' is
 * announced (a polite live region) and cleared after 3 seconds (spec §4, §9).
 */
export function AuthResetRequestForm(): React.JSX.Element {
  const { t } = useTranslation('auth');
  const { request, sent } = usePasswordResetRequest();
  const send = useCallback((values: ResetRequestValues) => request(values.email), [request]);
  const fields = useFieldPolicy();
  const validate = useCallback((values: ResetRequestValues) => resetRequestProblems(values, fields), [fields]);
  const form = useForm({ initial: INITIAL, validate, send });
  const { errorOf, items } = useFieldErrors(form, [{ name: 'email', id: 'reset-email', label: t('auth.fields.email') }]);
  return (
    <AuthFormFrame title={t('auth.resetRequest.title')} intro={t('auth.resetRequest.intro')}>
      <ErrorSummary
        message={form.failure ? (form.failure.message ?? t('auth.errors.generic')) : null}
        items={items}
        attempt={form.attempt}
      />
      <form noValidate onSubmit={form.onSubmit} aria-label={t('auth.resetRequest.title')}>
        <FormField
          id="reset-email"
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          error={errorOf('email')}
        />
        <button type="submit" aria-disabled={form.pending || undefined}>
          {form.pending ? t('auth.resetRequest.submitting') : t('auth.resetRequest.submit')}
        </button>
      </form>
      <p role="status" css={resetRequestStyles}>
        {sent ? t('auth.resetRequest.sent') : ''}
      </p>
      <ul className="links">
        <li>
          <Link href="/auth/login/">{t('auth.resetRequest.backToSignIn')}</Link>
        </li>
      </ul>
    </AuthFormFrame>
  );
}
