/** @jest-environment node */
import customerShim from '../../../../pages/api/nuxt/auth/customer';
import loginShim from '../../../../pages/api/nuxt/auth/login';
import newPasswordShim from '../../../../pages/api/nuxt/auth/new-password';
import logoutShim from '../../../../pages/api/nuxt/auth/logout';
import registerShim from '../../../../pages/api/nuxt/auth/register';
import renewShim from '../../../../pages/api/nuxt/auth/renew-token';
import resetShim from '../../../../pages/api/nuxt/auth/reset-password';
import { mockRequest, mockResponse } from '../../../shared/api/shim-test-support';

/** What a browser sends for a link opened from outside it (an email client): a top-level navigation no page started. */
const EMAIL_LINK = {
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

type GatewayCall = { operationName: string; variables: Record<string, unknown>; headers: Record<string, string> };

const calls: GatewayCall[] = [];
let answer: () => Response | Promise<Response>;
const realFetch = global.fetch;

function gatewayAnswer(body: unknown, setCookies: string[] = []): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status: 200, headers });
}

const unauthenticated = (code: string, message: string) => ({ data: null, errors: [{ message, extensions: { code } }] });
const json = { 'content-type': 'application/json' };
const SESSION_SET = [
  'customer_token=t1; Path=/; HttpOnly; SameSite=Strict; Max-Age=1209600',
  'customer_refresh_token=r1; Path=/; HttpOnly; SameSite=Strict; Max-Age=1209600',
  'customer_expire_time=2026-11-24T11%3A00%3A00.000Z; Path=/; SameSite=Strict; Max-Age=1209600',
];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({
      operationName: body.operationName,
      variables: body.variables,
      headers: init?.headers as Record<string, string>,
    });
    return answer();
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('POST /nuxt/api/auth/login', () => {
  it('signs in on the gateway and passes the session cookies on, never the tokens in the body', async () => {
    answer = () =>
      gatewayAnswer(
        { data: { generateCustomerToken: { __typename: 'CustomerToken', expires_at: '2026-11-24T11:00:00.000Z' } } },
        SESSION_SET,
      );
    const res = mockResponse();
    await loginShim(
      mockRequest({
        method: 'POST',
        headers: { ...json, cookie: 'cart_id=c1' },
        body: { email: ' jane@example.com ', password: ' Pass word1 ' },
      }),
      res,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      error: null,
      generateCustomerToken: { __typename: 'CustomerToken', expires_at: '2026-11-24T11:00:00.000Z' },
    });
    expect(res.headers['set-cookie']).toEqual(SESSION_SET);
    expect(calls[0]).toMatchObject({
      operationName: 'CustomerSignIn',
      variables: { email: 'jane@example.com', password: ' Pass word1 ' },
      headers: { cookie: 'cart_id=c1', store: 'en-GB' },
    });
  });

  it("answers wrong details with the server's message (401) and needs both fields (400)", async () => {
    answer = () => gatewayAnswer(unauthenticated('INVALID_CREDENTIALS', 'Die E-Mail-Adresse oder das Passwort ist falsch.'));
    const res = mockResponse();
    await loginShim(
      mockRequest({ method: 'POST', headers: { ...json, store: 'de-DE' }, body: { email: 'a@b.de', password: 'x' } }),
      res,
    );
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ generateCustomerToken: null, error: 'Die E-Mail-Adresse oder das Passwort ist falsch.' });
    expect(calls[0]?.headers.store).toBe('de-DE');
    const missing = mockResponse();
    await loginShim(mockRequest({ method: 'POST', headers: json, body: { email: 'a@b.de' } }), missing);
    expect(missing.statusCode).toBe(400);
    expect(calls).toHaveLength(1);
  });
});

describe('GET /nuxt/api/auth/logout', () => {
  const clearedNames = (res: ReturnType<typeof mockResponse>) =>
    (res.headers['set-cookie'] as string[]).filter((c) => /Max-Age=0/.test(c)).map((c) => c.split('=')[0]);

  it('revokes the session and clears the session and cart cookies', async () => {
    answer = () => gatewayAnswer({ data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } });
    const res = mockResponse();
    await logoutShim(mockRequest({ method: 'GET', headers: { cookie: 'customer_token=t1; customer_refresh_token=r1' } }), res);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ error: null, revokeCustomerToken: { result: true } });
    expect(calls[0]?.operationName).toBe('CustomerSignOut');
    expect(clearedNames(res)).toEqual(['customer_token', 'customer_refresh_token', 'customer_expire_time', 'cart_id']);
  });

  it("passes the gateway's own removals on without repeating them", async () => {
    const fromGateway = ['customer_token', 'customer_refresh_token', 'customer_expire_time', 'cart_id'].map(
      (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`,
    );
    answer = () =>
      gatewayAnswer({ data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } }, fromGateway);
    const res = mockResponse();
    await logoutShim(mockRequest({ method: 'GET' }), res);
    expect(res.headers['set-cookie']).toEqual(fromGateway);
  });

  it('is refused to a link opened from an email client (a top-level navigation): the shopper stays signed in', async () => {
    const res = mockResponse();
    await logoutShim(
      mockRequest({ method: 'GET', headers: { ...EMAIL_LINK, cookie: 'customer_token=t1; customer_refresh_token=r1' } }),
      res,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ error: 'Cross-site requests are not allowed.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('clears the cookies even when the gateway cannot be reached', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const res = mockResponse();
    await logoutShim(mockRequest({ method: 'GET' }), res);
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatchObject({ revokeCustomerToken: { result: false }, error: expect.any(String) });
    expect(clearedNames(res)).toEqual(['customer_token', 'customer_refresh_token', 'customer_expire_time', 'cart_id']);
    error.mockRestore();
  });
});

describe('POST /nuxt/api/auth/register', () => {
  it('registers with the spec field names, signing the customer in', async () => {
    const customer = {
      __typename: 'Customer',
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      is_subscribed: false,
    };
    answer = () => gatewayAnswer({ data: { createCustomerV2: { __typename: 'CustomerOutput', customer } } }, SESSION_SET);
    const res = mockResponse();
    await registerShim(
      mockRequest({
        method: 'POST',
        headers: json,
        body: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'Velocity42' },
      }),
      res,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ error: null, customer });
    expect(res.headers['set-cookie']).toEqual(SESSION_SET);
    expect(calls[0]?.variables).toEqual({
      input: { firstname: 'Jane', lastname: 'Doe', email: 'jane@example.com', password: 'Velocity42' },
    });
  });

  it("refuses a missing field before calling the gateway, and passes the gateway's refusal on", async () => {
    const res = mockResponse();
    await registerShim(mockRequest({ method: 'POST', headers: json, body: { firstName: 'Jane', email: 'x@y.z' } }), res);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ customer: null, error: 'lastName, password are required' });
    expect(calls).toHaveLength(0);
    answer = () => gatewayAnswer(unauthenticated('EMAIL_TAKEN', 'An account with this email address already exists.'));
    const taken = mockResponse();
    await registerShim(
      mockRequest({
        method: 'POST',
        headers: json,
        body: { firstName: 'J', lastName: 'D', email: 'x@y.z', password: 'Velocity42' },
      }),
      taken,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toEqual({ customer: null, error: 'An account with this email address already exists.' });
  });
});

describe('the other auth shims', () => {
  it('POST reset-password answers requestPasswordResetEmail', async () => {
    answer = () => gatewayAnswer({ data: { requestPasswordResetEmail: true } });
    const res = mockResponse();
    await resetShim(mockRequest({ method: 'POST', headers: json, body: { email: 'jane@example.com' } }), res);
    expect(res.body).toEqual({ error: null, requestPasswordResetEmail: true });
    expect(calls[0]?.variables).toEqual({ email: 'jane@example.com' });
  });

  it('GET customer answers the customer, or 401 with the message when signed out', async () => {
    const customer = {
      __typename: 'Customer',
      firstname: 'Jane',
      lastname: 'Doe',
      email: 'jane@example.com',
      is_subscribed: true,
    };
    answer = () => gatewayAnswer({ data: { customer } });
    const res = mockResponse();
    await customerShim(mockRequest({ method: 'GET' }), res);
    expect(res.body).toEqual({ error: null, customer });
    answer = () => gatewayAnswer(unauthenticated('UNAUTHENTICATED', "The current customer isn't authorized."));
    const out = mockResponse();
    await customerShim(mockRequest({ method: 'GET' }), out);
    expect(out.statusCode).toBe(401);
    expect(out.body).toEqual({ customer: null, error: "The current customer isn't authorized." });
  });

  it('GET renew-token passes renewed cookies on, and the cleared ones when the renewal is refused', async () => {
    answer = () => gatewayAnswer({ data: { renewCustomerToken: { __typename: 'CustomerToken', expires_at: 'x' } } }, SESSION_SET);
    const res = mockResponse();
    await renewShim(mockRequest({ method: 'GET' }), res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toEqual(SESSION_SET);
    const cleared = ['customer_token=; Path=/; Max-Age=0', 'customer_refresh_token=; Path=/; Max-Age=0'];
    answer = () => gatewayAnswer(unauthenticated('UNAUTHENTICATED', 'Session expired'), cleared);
    const refused = mockResponse();
    await renewShim(mockRequest({ method: 'GET' }), refused);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['set-cookie']).toEqual(cleared);
  });
});

describe('POST /nuxt/api/auth/new-password', () => {
  const TOKEN = 'q3Jk9xV0bL2mN8pR4sT6uW1yZ5aC7eG9hI0jK2lM4nO';
  const withToken = { ...json, cookie: `reset_token=${TOKEN}` };
  const cleared = (res: ReturnType<typeof mockResponse>) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).filter((c) => /^reset_token=;.*Max-Age=0/.test(c));

  it("sets the password with the cookie's token, never one from the body, and then removes the cookie", async () => {
    answer = () => gatewayAnswer({ data: { resetPassword: true } });
    const res = mockResponse();
    await newPasswordShim(
      mockRequest({
        method: 'POST',
        headers: withToken,
        body: { newPassword: ' Velocity42 ', resetPasswordToken: 'from-a-script' },
      }),
      res,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ error: null, resetPassword: true });
    expect(calls[0]).toMatchObject({
      operationName: 'CustomerPasswordReset',
      variables: { resetPasswordToken: TOKEN, newPassword: ' Velocity42 ' },
    });
    expect(cleared(res)).toEqual(['reset_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
  });

  it("answers an expired or used link with the server's message and code, and removes the cookie", async () => {
    answer = () =>
      gatewayAnswer(
        unauthenticated(
          'RESET_TOKEN_INVALID',
          'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
        ),
      );
    const res = mockResponse();
    await newPasswordShim(
      mockRequest({ method: 'POST', headers: { ...withToken, store: 'de-DE' }, body: { newPassword: 'Velocity42' } }),
      res,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      resetPassword: false,
      code: 'RESET_TOKEN_INVALID',
      fields: {},
      error:
        'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
    });
    expect(calls[0]?.headers.store).toBe('de-DE');
    expect(cleared(res)).toHaveLength(1);
  });

  it('keeps the cookie when only the password is refused, and passes its field message on', async () => {
    const fields = { newPassword: 'Use at least 8 characters, with at least one letter and one number.' };
    answer = () =>
      gatewayAnswer({
        data: null,
        errors: [{ message: 'Please check the highlighted fields.', extensions: { code: 'BAD_USER_INPUT', fields } }],
      });
    const res = mockResponse();
    await newPasswordShim(mockRequest({ method: 'POST', headers: withToken, body: { newPassword: 'short' } }), res);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      resetPassword: false,
      code: 'BAD_USER_INPUT',
      fields,
      error: 'Please check the highlighted fields.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('asks the gateway without a token once the cookie is gone, so the shopper gets its expired-link answer', async () => {
    answer = () =>
      gatewayAnswer(
        unauthenticated(
          'RESET_TOKEN_INVALID',
          'This password reset link has expired or has already been used. Please request a new one.',
        ),
      );
    const res = mockResponse();
    await newPasswordShim(mockRequest({ method: 'POST', headers: json, body: { newPassword: 'Velocity42' } }), res);
    expect(calls[0]?.variables).toEqual({ resetPasswordToken: '', newPassword: 'Velocity42' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      error: 'This password reset link has expired or has already been used. Please request a new one.',
    });
  });

  it('refuses, as every shim does, a call without a password, another method, or one from another site', async () => {
    const missing = mockResponse();
    await newPasswordShim(mockRequest({ method: 'POST', headers: withToken, body: {} }), missing);
    expect(missing.statusCode).toBe(400);
    const get = mockResponse();
    await newPasswordShim(mockRequest({ method: 'GET', headers: { cookie: withToken.cookie } }), get);
    expect(get.statusCode).toBe(405);
    const crossSite = mockResponse();
    await newPasswordShim(
      mockRequest({
        method: 'POST',
        headers: { ...withToken, 'sec-fetch-site': 'same-site' },
        body: { newPassword: 'Velocity42' },
      }),
      crossSite,
    );
    expect(crossSite.statusCode).toBe(403);
    const form = mockResponse();
    await newPasswordShim(
      mockRequest({ method: 'POST', headers: { 'content-type': 'text/plain', cookie: withToken.cookie }, body: 'newPassword=x' }),
      form,
    );
    expect(form.statusCode).toBe(415);
    expect(calls).toHaveLength(0);
    for (const res of [missing, get, crossSite, form]) expect(cleared(res)).toEqual([]);
  });
});
