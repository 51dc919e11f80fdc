import { useTranslation } from '../../../../shared/i18n/use-translation';
import { ErrorSummary, type ErrorSummaryItem } from '../../../../shared/forms/error-summary';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import type { FormState } from '../../../../shared/forms/use-form';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { AccountFeedback } from '../account-feedback/account-feedback';
import { panelStyles } from '../profile-settings/profile-settings.styles';

/**
 * One account form in its panel: the heading, what the last save did (a polite status) or what is
 * wrong (the kit's error summary), the fields, and the submit button showing the pending state.
 */
export function AccountFormPanel<F extends string>({
  id,
  heading,
  intro,
  saved,
  summary,
  form,
  submitLabel,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  intro?: React.ReactNode;
  /** The success message of the last save, if any. */
  saved: string | null;
  summary: { message: string | null; items: ErrorSummaryItem[] };
  form: FormState<F>;
  submitLabel: string;
  onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void>;
  children: React.ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  return (
    <section css={panelStyles} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      <AccountFeedback feedback={saved ? { kind: 'success', message: saved } : null} />
      <ErrorSummary {...summary} attempt={form.attempt} />
      <form css={formStyles} noValidate onSubmit={onSubmit}>
        {children}
        <div className="actions">
          <button type="submit" css={buttonStyles} disabled={form.pending}>
            {form.pending ? t('account.form.saving') : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
