import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useCallback, useId, useState } from 'react';
import { FormField } from '../../../../shared/forms/form-field';
import { useForm } from '../../../../shared/forms/use-form';
import { isEmailAddress } from '../../field-policy.rules';
import { useFieldPolicy } from '../../hooks/use-field-policy';
import type { AccountResult } from '../../hooks/use-account';
import { accountSummary, fieldError } from '../account-feedback/account-form-errors';
import { AccountFormPanel } from '../account-form-panel/account-form-panel';

type Field = 'email' | 'password';
const FIELDS: Field[] = ['email', 'password'];
const EMPTY: Record<Field, string> = { email: '', password: '' };

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
  const [saved, setSaved] = useState<string | null>(null);
  const fields = useFieldPolicy();
  const labels: Record<Field, string> = { email: t('account.profile.newEmail'), password: t('account.profile.emailPassword') };
  const form = useForm<Field>({
    initial: EMPTY,
    validate: useCallback(
      (values: Record<Field, string>) => {
        const found: Partial<Record<Field, string>> = {};
        if (!values.email.trim()) found.email = t('account.form.required');
        else if (!isEmailAddress(values.email, fields)) found.email = t('account.form.email');
        if (!values.password) found.password = t('account.form.required');
        return found;
      },
      [t, fields],
    ),
    send: async (values) => {
      const result = await onSave(values.email, values.password);
      if (result.ok) {
        form.reset();
        setSaved(t('account.profile.emailSaved'));
        return;
      }
      // The password is asked for again; a code about one field puts the message beside it.
      form.setValue('password', '');
      const { code, message, fields } = result.problem;
      const extra: Partial<Record<Field, string>> = {};
      if (code === 'INVALID_PASSWORD' && message) extra.password = message;
      if (code === 'EMAIL_TAKEN' && message) extra.email = message;
      return { ...result.problem, fields: { ...fields, ...extra } };
    },
  });

  return (
    <AccountFormPanel
      id={id}
      heading={t('account.profile.emailHeading')}
      intro={
        <p className="intro" data-testid="ProfileEmailForm-current">
          {t('account.profile.currentEmail', { email })}
        </p>
      }
      saved={saved}
      summary={accountSummary(form, FIELDS, labels, id, t)}
      form={form}
      submitLabel={t('account.profile.saveEmail')}
      onSubmit={(event) => {
        setSaved(null);
        return form.onSubmit(event);
      }}
    >
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={labels.email}
        required
        value={form.values.email}
        error={fieldError(form, 'email')}
        onChange={(event) => form.setValue('email', event.target.value)}
      />
      <FormField
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={labels.password}
        required
        value={form.values.password}
        error={fieldError(form, 'password')}
        onChange={(event) => form.setValue('password', event.target.value)}
      />
    </AccountFormPanel>
  );
}
