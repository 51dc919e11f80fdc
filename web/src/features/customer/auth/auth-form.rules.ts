/**
 * Pure form rules of the sign-in, registration and password-reset forms: what is wrong with each
 * field before anything is sent (the server checks the same and has the final word), and how the
 * server's field errors map onto the form's fields.
 */
import { passwordProblems, type PasswordPolicy } from '../customer.rules';
import { isEmailAddress, type FieldPolicy } from '../field-policy.rules';

/** A problem with one field; the form shows its translated message inline and in the summary. */
export type FieldProblem = 'required' | 'invalidEmail' | 'passwordRules' | 'passwordTooLong' | 'passwordMismatch';

export type FormProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export type SignInValues = { email: string; password: string };
export type RegisterValues = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };
export type ResetRequestValues = { email: string };
export type NewPasswordValues = { password: string; confirmPassword: string };

/** An email address against the server's published rule (customerFieldPolicy; only 'required' before it is known). */
function emailProblem(email: string, fields: FieldPolicy | null): FieldProblem | undefined {
  if (!email.trim()) return 'required';
  return isEmailAddress(email, fields) ? undefined : 'invalidEmail';
}

/** A new password against the server's rule (passwordPolicy). */
export function newPasswordProblem(password: string, policy: PasswordPolicy | null): FieldProblem | undefined {
  const problems = passwordProblems(password, policy);
  if (problems.includes('required')) return 'required';
  if (problems.includes('tooLong')) return 'passwordTooLong';
  return problems.length ? 'passwordRules' : undefined;
}

function confirmProblem(password: string, confirm: string): FieldProblem | undefined {
  if (!confirm) return 'required';
  return confirm === password ? undefined : 'passwordMismatch';
}

const compact = <F extends string>(problems: Record<F, FieldProblem | undefined>): FormProblems<F> =>
  Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FormProblems<F>;

/** Sign in: an email address and any password (an old password may predate today's rule). */
export function signInProblems(values: SignInValues, fields: FieldPolicy | null): FormProblems<keyof SignInValues> {
  return compact({ email: emailProblem(values.email, fields), password: values.password ? undefined : 'required' });
}

export function registerProblems(
  values: RegisterValues,
  policy: PasswordPolicy | null,
  fields: FieldPolicy | null,
): FormProblems<keyof RegisterValues> {
  return compact({
    firstName: values.firstName.trim() ? undefined : 'required',
    lastName: values.lastName.trim() ? undefined : 'required',
    email: emailProblem(values.email, fields),
    password: newPasswordProblem(values.password, policy),
    confirmPassword: confirmProblem(values.password, values.confirmPassword),
  });
}

export function resetRequestProblems(
  values: ResetRequestValues,
  fields: FieldPolicy | null,
): FormProblems<keyof ResetRequestValues> {
  return compact({ email: emailProblem(values.email, fields) });
}

export function newPasswordProblems(
  values: NewPasswordValues,
  policy: PasswordPolicy | null,
): FormProblems<keyof NewPasswordValues> {
  return compact({
    password: newPasswordProblem(values.password, policy),
    confirmPassword: confirmProblem(values.password, values.confirmPassword),
  });
}

/** The registration input names the server reports field errors under → the form's fields. */
export const REGISTER_SERVER_FIELDS: Record<string, keyof RegisterValues> = {
  firstname: 'firstName',
  lastname: 'lastName',
  email: 'email',
  password: 'password',
};

/** The new-password form's fields by the server's argument names. */
export const NEW_PASSWORD_SERVER_FIELDS: Record<string, keyof NewPasswordValues> = { newPassword: 'password' };

/**
 * The server's field messages (already in the shopper's language) under the form's field names;
 * fields the form does not have are left out (the summary shows the overall message).
 */
export function serverFieldMessages<F extends string>(
  fields: Record<string, string> | undefined,
  mapping: Record<string, F>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = mapping[name];
    if (field && typeof message === 'string' && message) out[field] = message;
  }
  return out;
}
