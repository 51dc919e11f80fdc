import { PageDataProvider } from '../../../shared/apollo/query-hooks';
import { act, renderHook } from '@testing-library/react';
import { gatewayError, mockGatewayClient } from '../test-support/mock-gateway';
import { RESET_SENT_MESSAGE_MS, usePasswordReset, usePasswordResetRequest } from './use-password-reset';

function withClient<T>(useHook: () => T, answers: Parameters<typeof mockGatewayClient>[0]) {
  const gateway = mockGatewayClient(answers);
  const { result } = renderHook(useHook, {
    wrapper: ({ children }) => (
      <PageDataProvider results={{}} store="en-GB" client={gateway.client}>
        {children}
      </PageDataProvider>
    ),
  });
  return { result, ...gateway };
}

describe('usePasswordResetRequest', () => {
  afterEach(() => jest.useRealTimers());

  it("reports 'sent' after a successful request and clears it after 3 seconds (spec §9)", async () => {
    jest.useFakeTimers();
    const { result, calls } = withClient(usePasswordResetRequest, {
      CustomerPasswordResetRequest: [{ data: { requestPasswordResetEmail: true } }],
    });
    await act(() => result.current.request(' jane@example.com '));
    expect(calls[0]?.variables).toEqual({ email: 'jane@example.com' });
    expect(result.current.sent).toBe(true);
    act(() => jest.advanceTimersByTime(RESET_SENT_MESSAGE_MS - 1));
    expect(result.current.sent).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.sent).toBe(false);
  });

  it('rejects with the error and reports nothing sent when the request is refused', async () => {
    const { result } = withClient(usePasswordResetRequest, {
      CustomerPasswordResetRequest: [gatewayError('RATE_LIMITED', 'Too many attempts. Please try again in 60 minutes.')],
    });
    await expect(act(() => result.current.request('jane@example.com'))).rejects.toThrow(/Too many attempts/);
    expect(result.current.sent).toBe(false);
  });
});

describe('usePasswordReset', () => {
  it('sets the new password with the token from the link', async () => {
    const { result, calls } = withClient(() => usePasswordReset('token-from-link'), {
      CustomerPasswordReset: [{ data: { resetPassword: true } }],
    });
    await act(() => result.current.reset('Velocity42'));
    expect(calls[0]?.variables).toEqual({ resetPasswordToken: 'token-from-link', newPassword: 'Velocity42' });
    expect(result.current.done).toBe(true);
  });
});
