import { PageDataProvider } from '../../../../shared/apollo/query-hooks';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { gatewayError, mockGatewayClient } from '../../test-support/mock-gateway';
import { AuthResetRequestForm } from './auth-reset-request-form';

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

const renderWith = (answers: Parameters<typeof mockGatewayClient>[0]) => {
  const { client, calls } = mockGatewayClient(answers);
  render(
    <PageDataProvider results={{}} store="en-GB" client={client}>
      <AuthResetRequestForm />
    </PageDataProvider>,
  );
  return calls;
};

const request = async (email: string) => {
  fireEvent.change(screen.getByLabelText('auth.fields.email'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'auth.resetRequest.submit' }));
  });
};

describe('AuthResetRequestForm', () => {
  afterEach(() => jest.useRealTimers());

  it("announces 'Password reset email sent' and clears it after 3 seconds", async () => {
    jest.useFakeTimers();
    const calls = renderWith({ CustomerPasswordResetRequest: [{ data: { requestPasswordResetEmail: true } }] });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await request('jane@example.com');
    expect(calls[0]?.variables).toEqual({ email: 'jane@example.com' });
    expect(status.textContent).toBe('auth.resetRequest.sent');
    act(() => jest.advanceTimersByTime(3000));
    expect(status.textContent).toBe('');
  });

  it('needs a valid email address, and shows a refusal from the server as-is', async () => {
    const calls = renderWith({
      CustomerPasswordResetRequest: [gatewayError('RATE_LIMITED', 'Too many attempts. Please try again in 60 minutes.')],
    });
    await request('');
    expect(screen.getByLabelText('auth.fields.email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await request('jane@example.com');
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please try again in 60 minutes.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
