import { PageDataProvider } from '../../../shared/apollo/query-hooks';
import { act, renderHook } from '@testing-library/react';
import { gatewayError, mockGatewayClient } from '../test-support/mock-gateway';
import { NEW_PASSWORD_URL, RESET_SENT_MESSAGE_MS, usePasswordReset, usePasswordResetRequest } from './use-password-reset';

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
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const shimAnswers = (status: number, body: unknown) => {
    const fetchMock = jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  };

  it('sends the new password, and nothing else, to the new-password shim (the token stays in its cookie)', async () => {
    const fetchMock = shimAnswers(200, { error: null, resetPassword: true });
    const { result, calls } = withClient(usePasswordReset, {});
    await act(async () => expect(await result.current.reset('Velocity42')).toBeUndefined());
    expect(fetchMock).toHaveBeenCalledWith(NEW_PASSWORD_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', store: 'en-GB' },
      body: JSON.stringify({ newPassword: 'Velocity42' }),
    });
    expect(calls).toHaveLength(0);
    expect(result.current.done).toBe(true);
  });

  it("answers a refusal as the form's failure: the code, the message and the field messages", async () => {
    shimAnswers(400, {
      resetPassword: false,
      code: 'RESET_TOKEN_INVALID',
      fields: {},
      error: 'This password reset link has expired or has already been used. Please request a new one.',
    });
    const { result } = withClient(usePasswordReset, {});
    let failure: unknown;
    await act(async () => {
      failure = await result.current.reset('Velocity42');
    });
    expect(failure).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'This password reset link has expired or has already been used. Please request a new one.',
      fields: {},
    });
    expect(result.current.done).toBe(false);
  });

  it('answers no message for a failure without a code a client reads, or no answer at all', async () => {
    shimAnswers(502, { resetPassword: false, error: 'The service is unavailable. Please try again.' });
    const { result } = withClient(usePasswordReset, {});
    let failure: unknown;
    await act(async () => {
      failure = await result.current.reset('Velocity42');
    });
    expect(failure).toEqual({ code: null, message: null, fields: {} });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await act(async () => {
      failure = await result.current.reset('Velocity42');
    });
    expect(failure).toEqual({ code: null, message: null, fields: {} });
  });
});
