import { CombinedGraphQLErrors } from '@apollo/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AuthLoginForm } from './auth-login-form';

// As next.config.ts builds it (trailingSlash: true): links keep their trailing slash.
process.env.__NEXT_TRAILING_SLASH = 'true';

const signIn = jest.fn();
// What follows a sign-in is the application's (useAfterSignIn); the mocked hook never calls it.
const afterSignIn = async () => undefined;
jest.mock('../../hooks/use-sign-in', () => ({ useSignIn: () => signIn }));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-GB', query: { redirect: '/my-account/orders/' } }) }));
// The server's published password rule (passwordPolicy), as the page's server render leaves it in the cache.
jest.mock('../../hooks/use-password-policy', () => ({
  usePasswordPolicy: () => ({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true }),
  usePasswordRuleText: () => ({ rules: 'auth.password.rules', tooLong: 'auth.errors.passwordTooLong' }),
}));
// The server's published field rules (customerFieldPolicy), as the page's server render leaves them in the cache.
jest.mock('../../hooks/use-field-policy', () => ({
  useFieldPolicy: () => jest.requireActual('../../test-support/server-field-rules').PUBLISHED_FIELD_POLICY,
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => signIn.mockReset());

const email = () => screen.getByLabelText('auth.fields.email');
const password = () => screen.getByLabelText('auth.fields.password');
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'auth.login.submit' }));
  });
};

describe('AuthLoginForm', () => {
  it('shows Required Field inline (aria-invalid, described by the error) and an error summary, without calling the server', async () => {
    render(<AuthLoginForm afterSignIn={afterSignIn} />);
    expect(email().getAttribute('aria-invalid')).toBeNull();
    await submit();
    for (const input of [email(), password()]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('common.forms.errorPrefix auth.errors.required');
    }
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('common.forms.summaryTitle');
    expect(Array.from(summary.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      '#login-email',
      '#login-password',
    ]);
    expect(document.activeElement).toBe(summary);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('checks the email address and clears an error as soon as the field is fixed', async () => {
    render(<AuthLoginForm afterSignIn={afterSignIn} />);
    fireEvent.change(email(), { target: { value: 'jane@' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    await submit();
    expect(screen.getByText('auth.errors.invalidEmail')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'jane@example.com' } });
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in with what was typed', async () => {
    signIn.mockResolvedValue(undefined);
    render(<AuthLoginForm afterSignIn={afterSignIn} />);
    fireEvent.change(email(), { target: { value: 'jane@example.com' } });
    fireEvent.change(password(), { target: { value: 'Velocity42' } });
    await submit();
    expect(signIn).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'Velocity42' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message as-is, or a generic one when the service is unreachable", async () => {
    signIn.mockRejectedValueOnce(
      new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'Die E-Mail-Adresse oder das Passwort ist falsch.', extensions: { code: 'INVALID_CREDENTIALS' } }],
      }),
    );
    render(<AuthLoginForm afterSignIn={afterSignIn} />);
    fireEvent.change(email(), { target: { value: 'jane@example.com' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('Die E-Mail-Adresse oder das Passwort ist falsch.');
    signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('auth.errors.generic');
  });

  it('links to password reset and to registration, keeping the redirect', () => {
    render(<AuthLoginForm afterSignIn={afterSignIn} />);
    expect(screen.getByRole('link', { name: 'auth.login.forgotten' }).getAttribute('href')).toBe('/auth/reset-password/');
    expect(screen.getByRole('link', { name: 'auth.login.createAccount' }).getAttribute('href')).toBe(
      '/auth/register/?redirect=%2Fmy-account%2Forders%2F',
    );
  });
});
