/**
 * The server's rules for the customer's and an address's text fields, as the API publishes them
 * (`customerFieldPolicy`; commerce's customer.rules.ts and address.rules.ts own them, as they own
 * the password rule published as `passwordPolicy`). The web checks the same before sending, so the
 * browser never accepts what the server refuses nor refuses what it accepts. No number or pattern
 * is written here: before the policy is known (null) only empty required fields are caught and the
 * server checks the rest. Only the account, sign-in and checkout forms load this module.
 */

/** customerFieldPolicy: lengths of the trimmed value in UTF-16 code units; patterns without flags, on the trimmed value. */
export type FieldPolicy = {
  name_maximum_length: number;
  email_maximum_length: number;
  email_pattern: string;
  telephone_maximum_length: number;
  telephone_pattern: string;
  street_maximum_length: number;
  city_maximum_length: number;
  region_maximum_length: number;
};

const compiled = new Map<string, RegExp | null>();

/**
 * Whether `value` matches a published pattern (compiled once). A pattern this browser cannot read
 * refuses nothing: the server has the final word.
 */
export function matchesPublishedPattern(value: string, pattern: string, flags = ''): boolean {
  const key = `${flags}/${pattern}`;
  if (!compiled.has(key)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(pattern, flags);
    } catch {
      regex = null;
    }
    compiled.set(key, regex);
  }
  const regex = compiled.get(key);
  return regex ? regex.test(value) : true;
}

/** Whether a trimmed value is longer than the server takes (never before the limit is known). */
export function isTooLong(value: string, maximum: number | null | undefined): boolean {
  return typeof maximum === 'number' && value.trim().length > maximum;
}

/**
 * An email address as the server takes it: at most `email_maximum_length` characters and matching
 * `email_pattern`, after trimming. Empty is never one; before the policy is known, anything else is.
 */
export function isEmailAddress(value: string, policy: FieldPolicy | null): boolean {
  const email = value.trim();
  if (!email) return false;
  if (!policy) return true;
  return !isTooLong(email, policy.email_maximum_length) && matchesPublishedPattern(email, policy.email_pattern);
}

/** A phone number as the server takes it: matching `telephone_pattern` after trimming (its length is checked apart). */
export function isTelephoneNumber(value: string, policy: FieldPolicy | null): boolean {
  const telephone = value.trim();
  if (!telephone) return false;
  return !policy || matchesPublishedPattern(telephone, policy.telephone_pattern);
}
