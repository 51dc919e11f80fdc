import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useState } from 'react';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { FormField } from '../../../../shared/forms/form-field';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import { useForm } from '../../../../shared/forms/use-form';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import type { AccountResult } from '../../hooks/use-account';
import { AccountFeedback } from '../account-feedback/account-feedback';
import { accountSummary, fieldError } from '../account-feedback/account-form-errors';
import { panelStyles } from '../profile-settings/profile-settings.styles';

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
  const summary = accountSummary(form, FIELDS, labels, id, t);

  return (
    <section css={panelStyles} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.profile.namesHeading')}</h2>
      <AccountFeedback feedback={saved ? { kind: 'success', message: saved } : null} />
      <ErrorSummary {...summary} attempt={form.attempt} />
      <form
        css={formStyles}
        noValidate
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
        <div className="actions">
          <button type="submit" css={buttonStyles} disabled={form.pending}>
            {form.pending ? t('account.form.saving') : t('account.profile.saveNames')}
          </button>
        </div>
      </form>
    </section>
  );
}
