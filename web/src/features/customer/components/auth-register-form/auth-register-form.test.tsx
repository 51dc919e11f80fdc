import { CombinedGraphQLErrors } from '@apollo/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AuthRegisterForm } from './auth-register-form';

const register = jest.fn();
// What follows a sign-in is the application's (useAfterSignIn); the mocked hook never calls it.
const afterSignIn = async () => undefined;
jest.mock('../../hooks/use-register', () => ({ useRegister: () => register }));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', query: {} }) }));
// The server's published password rule (passwordPolicy), as the page's server render leaves it in the cache.
jest.mock('../../hooks/use-password-policy', () => ({
  usePasswordPolicy: () => ({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true }),
  usePasswordRuleText: () => ({ rules: 'auth.password.rules', tooLong: 'auth.errors.passwordTooLong' }),
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => register.mockReset());

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const VALID = {
  'auth.fields.firstName': 'Jane',
  'auth.fields.lastName': 'Doe',
  'auth.fields.email': 'jane@example.com',
  'auth.fields.password': 'Velocity42',
  'auth.fields.confirmPassword': 'Velocity42',
};
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'auth.register.submit' }));
  });
};

describe('AuthRegisterForm', () => {
  it('shows the password rules with the password field', () => {
    render(<AuthRegisterForm afterSignIn={afterSignIn} />);
    const password = screen.getByLabelText('auth.fields.password');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('auth.password.rules');
  });

  it('checks the password rule and that both passwords match before sending', async () => {
    render(<AuthRegisterForm afterSignIn={afterSignIn} />);
    fill({ ...VALID, 'auth.fields.password': 'short', 'auth.fields.confirmPassword': 'other' });
    await submit();
    const password = screen.getByLabelText('auth.fields.password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe('register-password-error register-password-hint');
    expect(screen.getByLabelText('auth.fields.confirmPassword').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('auth.errors.passwordMismatch');
    expect(register).not.toHaveBeenCalled();
  });

  it("registers, and shows the server's field messages next to their fields", async () => {
    register.mockRejectedValueOnce(
      new CombinedGraphQLErrors({
        data: null,
        errors: [
          {
            message: 'Please check your details.',
            extensions: { code: 'BAD_USER_INPUT', fields: { firstname: 'Use at most 50 characters.' } },
          },
        ],
      }),
    );
    render(<AuthRegisterForm afterSignIn={afterSignIn} />);
    fill(VALID);
    await submit();
    expect(register).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'Velocity42',
      confirmPassword: 'Velocity42',
    });
    const first = screen.getByLabelText('auth.fields.firstName');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('register-first-name-error')?.textContent).toContain('Use at most 50 characters.');
    fireEvent.change(first, { target: { value: 'Janet' } });
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows a taken email address with the server's message", async () => {
    register.mockRejectedValueOnce(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'An account with this email address already exists.', extensions: { code: 'EMAIL_TAKEN' } }],
      }),
    );
    render(<AuthRegisterForm afterSignIn={afterSignIn} />);
    fill(VALID);
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('An account with this email address already exists.');
  });
});
