import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { isEmailAddress } from '../../customer.rules';
import type { AccountResult } from '../../hooks/use-account';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { FormField } from '../../../../shared/forms/form-field';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import { panelStyles } from '../profile-settings/profile-settings.styles';

type Field = 'email' | 'password';

/**
 * Changing the email address (updateCustomerEmail): the new address and the current password. A
 * wrong password (INVALID_PASSWORD) or a taken address (EMAIL_TAKEN) shows the server's message
 * beside the field it is about.
 */
export function ProfileEmailForm({
  email,
  onSave,
}: {
  email: string;
  onSave: (email: string, password: string) => Promise<AccountResult>;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);
  const labels: Record<Field, string> = { email: t('account.profile.newEmail'), password: t('account.profile.emailPassword') };
  const fields: Field[] = ['email', 'password'];
  const summary = (found: Partial<Record<Field, string>>) =>
    fields.filter((f) => found[f]).map((f) => ({ fieldId: `${id}-${f}`, message: `${labels[f]}: ${found[f]}` }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) found.email = t('account.form.required');
    else if (!isEmailAddress(values.email)) found.email = t('account.form.email');
    if (!values.password) found.password = t('account.form.required');
    setErrors(found);
    if (Object.keys(found).length) {
      setFeedback({ kind: 'error', message: t('account.form.summary'), items: summary(found) });
      return;
    }
    setSaving(true);
    setFeedback(null);
    const result = await onSave(values.email, values.password);
    setSaving(false);
    if (result.ok) {
      setValues({ email: '', password: '' });
      setErrors({});
      setFeedback({ kind: 'success', message: t('account.profile.emailSaved') });
      return;
    }
    const { code, message, fields: serverFields } = result.problem;
    const fromServer: Partial<Record<Field, string>> = {};
    if (serverFields.email) fromServer.email = serverFields.email;
    if (serverFields.password) fromServer.password = serverFields.password;
    if (code === 'INVALID_PASSWORD' && message) fromServer.password = message;
    if (code === 'EMAIL_TAKEN' && message) fromServer.email = message;
    setErrors(fromServer);
    setValues((current) => ({ ...current, password: '' }));
    setFeedback({ kind: 'error', message: message ?? t('account.form.generic'), items: summary(fromServer) });
  };

  const change = (f: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [f]: value }));
    setErrors(({ [f]: _dropped, ...rest }) => rest);
  };

  return (
    <section css={panelStyles} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.profile.emailHeading')}</h2>
      <p className="intro" data-testid="ProfileEmailForm-current">
        {t('account.profile.currentEmail', { email })}
      </p>
      <AccountFeedback feedback={feedback} />
      <form css={formStyles} noValidate onSubmit={submit}>
        <FormField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={labels.email}
          required
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <FormField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          label={labels.password}
          required
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
        <div className="actions">
          <button type="submit" css={buttonStyles} disabled={saving}>
            {saving ? t('account.form.saving') : t('account.profile.saveEmail')}
          </button>
        </div>
      </form>
    </section>
  );
}
