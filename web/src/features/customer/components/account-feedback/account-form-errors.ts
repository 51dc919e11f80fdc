import type { Translate } from '../../../../shared/i18n/use-translation';
import type { ErrorSummaryItem } from '../../../../shared/forms/error-summary';
import type { FormState } from '../../../../shared/forms/use-form';

/** A field's inline error: the server's message first, else the form's own check. */
export const fieldError = <F extends string>(form: FormState<F>, field: F): string | undefined =>
  form.serverFields[field] ?? form.problems[field];

/**
 * An account form's error summary: the server's message (or a generic one) after a failed call,
 * 'Please check the highlighted fields.' after a failed check, and a link to each field to fix.
 */
export function accountSummary<F extends string>(
  form: FormState<F>,
  fields: readonly F[],
  labels: Record<F, string>,
  id: string,
  t: Translate,
): { message: string | null; items: ErrorSummaryItem[] } {
  const items = fields.flatMap((f) => {
    const message = fieldError(form, f);
    return message ? [{ fieldId: `${id}-${f}`, label: labels[f], message }] : [];
  });
  if (form.failure) return { message: form.failure.message ?? t('account.form.generic'), items };
  return { message: items.length ? t('account.form.summary') : null, items };
}
