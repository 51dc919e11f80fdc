import { PageDataProvider } from '../../../../shared/apollo/query-hooks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockGatewayClient } from '../../test-support/mock-gateway';
import { NEW_PASSWORD_URL } from '../../hooks/use-password-reset';
import { AuthNewPasswordForm } from './auth-new-password-form';

// As next.config.ts builds it (trailingSlash: true): links keep their trailing slash.
process.env.__NEXT_TRAILING_SLASH = 'true';

// The server's published password rule (passwordPolicy), as the page's server render leaves it in the cache.
jest.mock('../../hooks/use-password-policy', () => ({
  usePasswordPolicy: () => ({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true }),
  usePasswordRuleText: () => ({ rules: 'auth.password.rules', tooLong: 'auth.errors.passwordTooLong' }),
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

/** The new-password shim's answers, in turn; the calls the form made to it. */
const shimCalls: { url: string; init: RequestInit }[] = [];
const answerWith = (...answers: { status: number; body: unknown }[]) => {
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    shimCalls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
};
beforeEach(() => {
  shimCalls.length = 0;
  answerWith();
});

const renderForm = () => {
  // The page's client holds the password rule; the form asks the gateway nothing itself.
  const { client, calls } = mockGatewayClient({});
  render(
    <PageDataProvider results={{}} store="de-DE" client={client}>
      <AuthNewPasswordForm />
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
    renderForm();
    const input = screen.getByLabelText('auth.fields.newPassword');
    expect(document.getElementById('new-password-hint')?.textContent).toBe('auth.password.rules');
    await setPassword('letters-only');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('new-password-error')?.textContent).toContain('auth.password.rules');
    expect(shimCalls).toHaveLength(0);
  });

  it('sends only the new password to the shim, which adds the token from its cookie, and points to sign in', async () => {
    answerWith({ status: 200, body: { error: null, resetPassword: true } });
    const gatewayCalls = renderForm();
    await setPassword('Velocity42');
    expect(shimCalls).toHaveLength(1);
    expect(shimCalls[0]?.url).toBe(NEW_PASSWORD_URL);
    expect(shimCalls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', store: 'de-DE' },
    });
    expect(JSON.parse(String(shimCalls[0]?.init.body))).toEqual({ newPassword: 'Velocity42' });
    expect(gatewayCalls).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('auth.newPassword.done');
    expect(screen.getByRole('link', { name: 'auth.newPassword.signIn' }).getAttribute('href')).toBe('/auth/login/');
  });

  it('shows an expired link with the server message and offers a new one', async () => {
    answerWith({
      status: 400,
      body: {
        resetPassword: false,
        code: 'RESET_TOKEN_INVALID',
        fields: {},
        error:
          'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
      },
    });
    renderForm();
    await setPassword('Velocity42');
    expect(screen.getByRole('alert').textContent).toContain(
      'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    );
    // Through the page's "forget the token" address, else the waiting token would ask for a password again.
    expect(screen.getByRole('link', { name: 'auth.newPassword.requestNew' }).getAttribute('href')).toBe(
      '/auth/reset-password/?request=1',
    );
  });

  it("shows the server's password message at the field, and keeps the offer of another link", async () => {
    answerWith({
      status: 400,
      body: {
        resetPassword: false,
        code: 'BAD_USER_INPUT',
        fields: { newPassword: 'Use at least 8 characters, with at least one letter and one number.' },
        error: 'Please check the highlighted fields.',
      },
    });
    renderForm();
    await setPassword('Velocity42');
    expect(document.getElementById('new-password-error')?.textContent).toContain('Use at least 8 characters');
    expect(screen.getByRole('link', { name: 'auth.newPassword.requestAnother' }).getAttribute('href')).toBe(
      '/auth/reset-password/?request=1',
    );
  });

  it('shows its own generic message when the shim fails or cannot be reached, never a message without a code', async () => {
    answerWith({ status: 502, body: { resetPassword: false, error: 'The service is unavailable. Please try again.' } });
    renderForm();
    await setPassword('Velocity42');
    expect(screen.getByRole('alert').textContent).toContain('auth.errors.generic');
    // Unreachable: fetch rejects.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'auth.newPassword.submit' }));
    });
    expect(shimCalls).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('auth.errors.generic');
  });
});
