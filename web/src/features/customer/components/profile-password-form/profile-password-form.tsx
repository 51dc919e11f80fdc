import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useCallback, useId, useState } from 'react';
import { FormField } from '../../../../shared/forms/form-field';
import { useForm } from '../../../../shared/forms/use-form';
import { passwordProblems } from '../../customer.rules';
import type { AccountResult } from '../../hooks/use-account';
import { usePasswordPolicy, usePasswordRuleText } from '../../hooks/use-password-policy';
import { accountSummary, fieldError } from '../account-feedback/account-form-errors';
import { AccountFormPanel } from '../account-form-panel/account-form-panel';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  const [saved, setSaved] = useState<string | null>(null);
  const policy = usePasswordPolicy();
  const { rules, tooLong } = usePasswordRuleText('account');
  const labels: Record<Field, string> = {
    currentPassword: t('account.profile.currentPassword'),
    newPassword: t('account.profile.newPassword'),
    confirmPassword: t('account.profile.confirmPassword'),
  };
  const form = useForm<Field>({
    initial: EMPTY,
    validate: useCallback(
      (values: Record<Field, string>) => {
        const found: Partial<Record<Field, string>> = {};
        if (!values.currentPassword) found.currentPassword = t('account.form.required');
        const problems = passwordProblems(values.newPassword, policy);
        if (problems.includes('required')) found.newPassword = t('account.form.required');
        else if (problems.includes('tooLong')) found.newPassword = tooLong ?? t('account.form.generic');
        else if (problems.length) found.newPassword = rules ?? t('account.form.generic');
        if (!values.confirmPassword) found.confirmPassword = t('account.form.required');
        else if (values.confirmPassword !== values.newPassword) found.confirmPassword = t('account.profile.passwordMismatch');
        return found;
      },
      [t, policy, rules, tooLong],
    ),
    send: async (values) => {
      const result = await onSave(values.currentPassword, values.newPassword);
      // Passwords are never kept in the form once sent, whatever the answer.
      form.reset();
      if (result.ok) {
        setSaved(t('account.profile.passwordSaved'));
        return;
      }
      const { code, message, fields } = result.problem;
      const mapped: Partial<Record<Field, string>> = {};
      if (fields.currentPassword) mapped.currentPassword = fields.currentPassword;
      if (fields.newPassword ?? fields.password) mapped.newPassword = fields.newPassword ?? fields.password;
      if (code === 'INVALID_PASSWORD' && message) mapped.currentPassword = message;
      return { ...result.problem, fields: mapped };
    },
  });

  return (
    <AccountFormPanel
      id={id}
      heading={t('account.profile.passwordHeading')}
      saved={saved}
      summary={accountSummary(form, FIELDS, labels, id, t)}
      form={form}
      submitLabel={t('account.profile.savePassword')}
      onSubmit={(event) => {
        setSaved(null);
        return form.onSubmit(event);
      }}
    >
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
          value={form.values[f]}
          error={fieldError(form, f)}
          onChange={(event) => form.setValue(f, event.target.value)}
        />
      ))}
    </AccountFormPanel>
  );
}
