import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useCallback, useId, useState } from 'react';
import { FormField } from '../../../../shared/forms/form-field';
import { useForm } from '../../../../shared/forms/use-form';
import type { AccountResult } from '../../hooks/use-account';
import { accountSummary, fieldError } from '../account-feedback/account-form-errors';
import { AccountFormPanel } from '../account-form-panel/account-form-panel';

type Field = 'firstname' | 'lastname';
const FIELDS: Field[] = ['firstname', 'lastname'];

/** First and last name (updateCustomerV2): 'Required Field' inline, server field errors beside their fields. */
export function ProfileNameForm({
  firstname,
  lastname,
  onSave,
}: {
  firstname: string;
  lastname: string;
  onSave: (firstname: string, lastname: string) => Promise<AccountResult>;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const labels: Record<Field, string> = {
    firstname: t('account.profile.firstname'),
    lastname: t('account.profile.lastname'),
  };
  const form = useForm<Field>({
    initial: { firstname, lastname },
    validate: useCallback(
      (values: Record<Field, string>) =>
        Object.fromEntries(FIELDS.filter((f) => !values[f].trim()).map((f) => [f, t('account.form.required')])),
      [t],
    ),
    send: async (values) => {
      const result = await onSave(values.firstname, values.lastname);
      if (!result.ok) return result.problem;
      setSaved(t('account.profile.namesSaved'));
    },
  });

  return (
    <AccountFormPanel
      id={id}
      heading={t('account.profile.namesHeading')}
      saved={saved}
      summary={accountSummary(form, FIELDS, labels, id, t)}
      form={form}
      submitLabel={t('account.profile.saveNames')}
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
          label={labels[f]}
          autoComplete={f === 'firstname' ? 'given-name' : 'family-name'}
          required
          value={form.values[f]}
          error={fieldError(form, f)}
          onChange={(event) => form.setValue(f, event.target.value)}
        />
      ))}
    </AccountFormPanel>
  );
}
