import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import type { AccountResult } from '../../hooks/use-account';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { FormField } from '../../../../shared/forms/form-field';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import { panelStyles } from '../profile-settings/profile-settings.styles';

type Field = 'firstname' | 'lastname';

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
  const [values, setValues] = useState<Record<Field, string>>({ firstname, lastname });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);
  const labels: Record<Field, string> = {
    firstname: t('account.profile.firstname'),
    lastname: t('account.profile.lastname'),
  };
  const fields: Field[] = ['firstname', 'lastname'];
  const summary = (found: Partial<Record<Field, string>>) =>
    fields.filter((f) => found[f]).map((f) => ({ fieldId: `${id}-${f}`, message: `${labels[f]}: ${found[f]}` }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const f of fields) if (!values[f].trim()) found[f] = t('account.form.required');
    setErrors(found);
    if (Object.keys(found).length) {
      setFeedback({ kind: 'error', message: t('account.form.summary'), items: summary(found) });
      return;
    }
    setSaving(true);
    setFeedback(null);
    const result = await onSave(values.firstname, values.lastname);
    setSaving(false);
    if (result.ok) {
      setFeedback({ kind: 'success', message: t('account.profile.namesSaved') });
      return;
    }
    const fromServer: Partial<Record<Field, string>> = {};
    for (const f of fields) if (result.problem.fields[f]) fromServer[f] = result.problem.fields[f];
    setErrors(fromServer);
    setFeedback({ kind: 'error', message: result.problem.message ?? t('account.form.generic'), items: summary(fromServer) });
  };

  return (
    <section css={panelStyles} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.profile.namesHeading')}</h2>
      <AccountFeedback feedback={feedback} />
      <form css={formStyles} noValidate onSubmit={submit}>
        {fields.map((f) => (
          <FormField
            key={f}
            id={`${id}-${f}`}
            name={f}
            label={labels[f]}
            autoComplete={f === 'firstname' ? 'given-name' : 'family-name'}
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
            {saving ? t('account.form.saving') : t('account.profile.saveNames')}
          </button>
        </div>
      </form>
    </section>
  );
}
