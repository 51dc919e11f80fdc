import {
  NEW_PASSWORD_SERVER_FIELDS,
  newPasswordProblem,
  newPasswordProblems,
  REGISTER_SERVER_FIELDS,
  registerProblems,
  resetRequestProblems,
  serverFieldMessages,
  signInProblems,
} from './auth-form.rules';
import { PUBLISHED_FIELD_POLICY as FIELDS } from '../test-support/server-field-rules';

/** The server's published rule (passwordPolicy) as the spec states it: 8–128 characters, a letter and a number. */
const POLICY = { minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true };

describe('auth form rules', () => {
  it('sign in needs an email address and a password (of any shape: old passwords predate the rule)', () => {
    expect(signInProblems({ email: '', password: '' }, FIELDS)).toEqual({ email: 'required', password: 'required' });
    expect(signInProblems({ email: 'jane@', password: 'x' }, FIELDS)).toEqual({ email: 'invalidEmail' });
    expect(signInProblems({ email: ' jane@example.com ', password: 'short' }, FIELDS)).toEqual({});
  });

  it('a new password follows the server rule: 8 to 128 characters with a letter and a number', () => {
    expect(newPasswordProblem('', POLICY)).toBe('required');
    expect(newPasswordProblem('abc123', POLICY)).toBe('passwordRules');
    expect(newPasswordProblem('abcdefghi', POLICY)).toBe('passwordRules');
    expect(newPasswordProblem('123456789', POLICY)).toBe('passwordRules');
    expect(newPasswordProblem(`a1${'x'.repeat(127)}`, POLICY)).toBe('passwordTooLong');
    expect(newPasswordProblem('Velocity42', POLICY)).toBeUndefined();
  });

  it('registration checks every field and that the passwords match', () => {
    expect(
      registerProblems({ firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' }, POLICY, FIELDS),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
    expect(
      registerProblems(
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          password: 'Velocity42',
          confirmPassword: 'Velocity43',
        },
        POLICY,
        FIELDS,
      ),
    ).toEqual({ confirmPassword: 'passwordMismatch' });
    expect(
      registerProblems(
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@example.com',
          password: 'Velocity42',
          confirmPassword: 'Velocity42',
        },
        POLICY,
        FIELDS,
      ),
    ).toEqual({});
  });

  it("checks email addresses by the server's published rule, and only for presence before it is known", () => {
    expect(signInProblems({ email: 'a@b..com', password: 'x' }, FIELDS)).toEqual({ email: 'invalidEmail' });
    expect(resetRequestProblems({ email: 'a@.b.com' }, FIELDS)).toEqual({ email: 'invalidEmail' });
    expect(signInProblems({ email: 'a@b..com', password: 'x' }, null)).toEqual({});
    expect(resetRequestProblems({ email: ' ' }, null)).toEqual({ email: 'required' });
  });

  it('the reset request needs a valid email; the new password a valid, confirmed password', () => {
    expect(resetRequestProblems({ email: 'nope' }, FIELDS)).toEqual({ email: 'invalidEmail' });
    expect(resetRequestProblems({ email: 'jane@example.com' }, FIELDS)).toEqual({});
    expect(newPasswordProblems({ password: 'short1', confirmPassword: 'short1' }, POLICY)).toEqual({ password: 'passwordRules' });
    expect(newPasswordProblems({ password: 'Velocity42', confirmPassword: '' }, POLICY)).toEqual({ confirmPassword: 'required' });
  });

  it("maps the server's field messages onto the form's fields, dropping fields the form lacks", () => {
    expect(
      serverFieldMessages(
        {
          firstname: 'Required Field',
          password: 'Use at least 8 characters, with at least one letter and one number.',
          other: 'x',
        },
        REGISTER_SERVER_FIELDS,
      ),
    ).toEqual({ firstName: 'Required Field', password: 'Use at least 8 characters, with at least one letter and one number.' });
    expect(serverFieldMessages({ newPassword: 'Zu kurz' }, NEW_PASSWORD_SERVER_FIELDS)).toEqual({ password: 'Zu kurz' });
    expect(serverFieldMessages(undefined, NEW_PASSWORD_SERVER_FIELDS)).toEqual({});
  });
});
