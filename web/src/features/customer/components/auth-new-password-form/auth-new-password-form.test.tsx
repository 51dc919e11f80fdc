import { PageDataProvider } from '../../../../shared/apollo/query-hooks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { gatewayError, mockGatewayClient } from '../../test-support/mock-gateway';
import { AuthNewPasswordForm } from './auth-new-password-form';

// As next.config.ts builds it (trailingSlash: true): links keep their trailing slash.
process.env.__NEXT_TRAILING_SLASH = 'true';

// The server's published password rule (passwordPolicy), as the page's server render leaves it in the cache.
jest.mock('../../hooks/use-password-policy', () => ({
  usePasswordPolicy: () => ({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true }),
  usePasswordRuleText: () => ({ rules: 'auth.password.rules', tooLong: 'auth.errors.passwordTooLong' }),
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const renderWith = (answers: Parameters<typeof mockGatewayClient>[0]) => {
  const { client, calls } = mockGatewayClient(answers);
  render(
    <PageDataProvider results={{}} store="en-GB" client={client}>
      <AuthNewPasswordForm token="token-from-link" />
    </PageDataProvider>,
  );
  return calls;
};

const setPassword = async (password: string, confirm = password) => {
  fireEvent.change(screen.getByLabelText('auth.fields.newPassword'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('auth.fields.confirmPassword'), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'auth.newPassword.submit' }));
  });
};

describe('AuthNewPasswordForm', () => {
  it('shows the password rules and checks them before sending', async () => {
    const calls = renderWith({});
    const input = screen.getByLabelText('auth.fields.newPassword');
    expect(document.getElementById('new-password-hint')?.textContent).toBe('auth.password.rules');
    await setPassword('letters-only');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('new-password-error')?.textContent).toContain('auth.password.rules');
    expect(calls).toHaveLength(0);
  });

  it('sets the password with the token and points to sign in', async () => {
    const calls = renderWith({ CustomerPasswordReset: [{ data: { resetPassword: true } }] });
    await setPassword('Velocity42');
    expect(calls[0]?.variables).toEqual({ resetPasswordToken: 'token-from-link', newPassword: 'Velocity42' });
    expect(screen.getByRole('status').textContent).toBe('auth.newPassword.done');
    expect(screen.getByRole('link', { name: 'auth.newPassword.signIn' }).getAttribute('href')).toBe('/auth/login/');
  });

  it('shows an expired link with the server message and offers a new one', async () => {
    renderWith({ CustomerPasswordReset: [gatewayError('RESET_TOKEN_INVALID', 'This link has expired or was already used.')] });
    await setPassword('Velocity42');
    expect(screen.getByRole('alert').textContent).toContain('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'auth.newPassword.requestNew' }).getAttribute('href')).toBe('/auth/reset-password/');
  });
});
