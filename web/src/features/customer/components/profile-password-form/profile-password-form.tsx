import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { passwordProblems } from '../../customer.rules';
import { usePasswordPolicy, usePasswordRuleText } from '../../hooks/use-password-policy';
import type { AccountResult } from '../../hooks/use-account';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { FormField } from '../../../../shared/forms/form-field';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import { panelStyles } from '../profile-settings/profile-settings.styles';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Changing the password (changeCustomerPassword): the current one, a new one that keeps the
 * password rules (shown up front, checked before sending) and its confirmation.
 */
export function ProfilePasswordForm({
  onSave,
}: {
  onSave: (currentPassword: string, newPassword: string) => Promise<AccountResult>;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const id = useId();
  const empty: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);
  const labels: Record<Field, string> = {
    currentPassword: t('account.profile.currentPassword'),
    newPassword: t('account.profile.newPassword'),
    confirmPassword: t('account.profile.confirmPassword'),
  };
  const policy = usePasswordPolicy();
  const { rules, tooLong } = usePasswordRuleText('account');
  const summary = (found: Partial<Record<Field, string>>) =>
    FIELDS.filter((f) => found[f]).map((f) => ({ fieldId: `${id}-${f}`, message: `${labels[f]}: ${found[f]}` }));

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = t('account.form.required');
    const problems = passwordProblems(values.newPassword, policy);
    if (problems.includes('required')) found.newPassword = t('account.form.required');
    else if (problems.includes('tooLong')) found.newPassword = tooLong ?? t('account.form.generic');
    else if (problems.length) found.newPassword = rules ?? t('account.form.generic');
    if (!values.confirmPassword) found.confirmPassword = t('account.form.required');
    else if (values.confirmPassword !== values.newPassword) found.confirmPassword = t('account.profile.passwordMismatch');
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      setFeedback({ kind: 'error', message: t('account.form.summary'), items: summary(found) });
      return;
    }
    setSaving(true);
    setFeedback(null);
    const result = await onSave(values.currentPassword, values.newPassword);
    setSaving(false);
    setValues(empty);
    if (result.ok) {
      setErrors({});
      setFeedback({ kind: 'success', message: t('account.profile.passwordSaved') });
      return;
    }
    const { code, message, fields } = result.problem;
    const fromServer: Partial<Record<Field, string>> = {};
    if (fields.currentPassword) fromServer.currentPassword = fields.currentPassword;
    if (fields.newPassword ?? fields.password) fromServer.newPassword = fields.newPassword ?? fields.password;
    if (code === 'INVALID_PASSWORD' && message) fromServer.currentPassword = message;
    setErrors(fromServer);
    setFeedback({ kind: 'error', message: message ?? t('account.form.generic'), items: summary(fromServer) });
  };

  return (
    <section css={panelStyles} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.profile.passwordHeading')}</h2>
      <AccountFeedback feedback={feedback} />
      <form css={formStyles} noValidate onSubmit={submit}>
        {FIELDS.map((f) => (
          <FormField
            key={f}
            id={`${id}-${f}`}
            name={f}
            type="password"
            className={f === 'currentPassword' ? 'wide' : undefined}
            autoComplete={f === 'currentPassword' ? 'current-password' : 'new-password'}
            label={labels[f]}
            hint={f === 'newPassword' ? rules : null}
            required
            value={values[f]}
            error={errors[f]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [f]: value }));
              setErrors(({ [f]: _dropped, ...rest }) => rest);
            }}
          />
        ))}
        <div className="actions">
          <button type="submit" css={buttonStyles} disabled={saving}>
            {saving ? t('account.form.saving') : t('account.profile.savePassword')}
          </button>
        </div>
      </form>
    </section>
  );
}
