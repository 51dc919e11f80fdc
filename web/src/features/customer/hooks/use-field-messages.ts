import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCallback } from 'react';
import type { FieldProblem } from '../auth/auth-form.rules';
import { usePasswordRuleText } from './use-password-policy';

/** The shopper-facing text of a field problem, in the storefront's language ('Required Field', ...). */
export function useFieldMessages(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  const password = usePasswordRuleText('auth');
  return useCallback(
    (problem: FieldProblem | undefined) => {
      switch (problem) {
        case 'required':
          return t('auth.errors.required');
        case 'invalidEmail':
          return t('auth.errors.invalidEmail');
        case 'passwordRules':
          return password.rules ?? undefined;
        case 'passwordTooLong':
          return password.tooLong ?? undefined;
        case 'passwordMismatch':
          return t('auth.errors.passwordMismatch');
        default:
          return undefined;
      }
    },
    [t, password.rules, password.tooLong],
  );
}

type FormErrorsSource<F extends string> = {
  problems: Partial<Record<F, FieldProblem>>;
  serverFields: Partial<Record<F, string>>;
};

/**
 * Each field's inline error (the server's message first, else the client check's) and the error
 * summary's items in form order.
 */
export function useFieldErrors<F extends string>(
  form: FormErrorsSource<F>,
  fields: { name: F; id: string; label: string }[],
): { errorOf(field: F): string | undefined; items: { fieldId: string; label: string; message: string }[] } {
  const message = useFieldMessages();
  const errorOf = (field: F) => form.serverFields[field] ?? message(form.problems[field]);
  const items = fields.flatMap(({ name, id, label }) => {
    const text = errorOf(name);
    return text ? [{ fieldId: id, label, message: text }] : [];
  });
  return { errorOf, items };
}
