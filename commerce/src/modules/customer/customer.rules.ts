import type { FieldProblem } from './customer.errors';
import type { ProfileInput, RegistrationInput } from './customer.types';

/**
 * The password rule, the one place it is written: enforced here, and published through the API
 * (`passwordPolicy`) so the storefront checks and explains the same rule before sending.
 */
export const PASSWORD_POLICY = { minimumLength: 8, maximumLength: 128, requiresLetter: true, requiresDigit: true } as const;
/**
 * The longest names and email addresses taken (trimmed, counted in UTF-16 code units as JavaScript
 * counts them). Published through the API (`customerFieldPolicy`) with EMAIL_PATTERN, so the
 * storefront checks the same before sending.
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * A pragmatic email address, matched without flags against the trimmed value: one @, no white
 * space, and a domain of two or more dot-separated labels, none of them empty ("a@b..com",
 * "a@.b.com" and "a@b.com." are refused). The one place it is written: published as
 * `customerFieldPolicy.email_pattern`.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a new password keeps PASSWORD_POLICY: 8 to 128 characters, at least one letter and one number. */
export function isAcceptablePassword(password: string): boolean {
  const length = Array.from(password).length;
  return (
    length >= PASSWORD_POLICY.minimumLength &&
    length <= PASSWORD_POLICY.maximumLength &&
    (!PASSWORD_POLICY.requiresLetter || /\p{L}/u.test(password)) &&
    (!PASSWORD_POLICY.requiresDigit || /\p{N}/u.test(password))
  );
}

/** The form of an email address used for look-ups and uniqueness (trimmed, lower case). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether an email address keeps EMAIL_PATTERN and EMAIL_MAX_LENGTH (after trimming). */
export function isEmailAddress(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

type Problems = Record<string, FieldProblem>;

function checkName(problems: Problems, field: string, value: string | null | undefined, required: boolean): void {
  if (value === undefined || value === null) {
    if (required) problems[field] = { key: 'required' };
    return;
  }
  if (!value.trim()) problems[field] = { key: 'required' };
  else if (value.trim().length > NAME_MAX_LENGTH) problems[field] = { key: 'tooLong', params: { max: NAME_MAX_LENGTH } };
}

export function checkEmail(problems: Problems, field: string, email: string): void {
  if (!email.trim()) problems[field] = { key: 'required' };
  else if (!isEmailAddress(email)) problems[field] = { key: 'invalidEmail' };
}

export function checkNewPassword(problems: Problems, field: string, password: string): void {
  if (!password) problems[field] = { key: 'required' };
  else if (!isAcceptablePassword(password)) problems[field] = { key: 'passwordRules' };
}

/** Field problems of a registration, keyed by the GraphQL input's field names. */
export function registrationProblems(input: RegistrationInput): Problems {
  const problems: Problems = {};
  checkName(problems, 'firstname', input.firstName, true);
  checkName(problems, 'lastname', input.lastName, true);
  checkEmail(problems, 'email', input.email);
  checkNewPassword(problems, 'password', input.password);
  return problems;
}

/** Field problems of a profile change (absent fields stay unchanged; present ones must be valid). */
export function profileProblems(input: ProfileInput): Problems {
  const problems: Problems = {};
  checkName(problems, 'firstname', input.firstName, false);
  checkName(problems, 'lastname', input.lastName, false);
  return problems;
}
