/** @jest-environment node */
import { renewSession, resetRenewals } from './session-renewal';

const gatewayAnswer = (body: unknown, setCookies: string[] = [], status = 200) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
};

const options = (fetchImpl: typeof fetch, refreshToken = 'refresh-secret-1') => ({
  gatewayUrl: 'http://gateway.test/graphql',
  cookieHeader: `customer_token=access-secret; customer_refresh_token=${refreshToken}`,
  store: 'de-DE',
  refreshToken,
  fetchImpl,
});

describe('renewSession', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetRenewals();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("calls renewCustomerToken with the shopper's cookies and preflight header, returning the new cookies", async () => {
    const fetchImpl = jest.fn(async () =>
      gatewayAnswer({ data: { renewCustomerToken: { expires_at: '2026-11-24T11:00:00Z' } } }, [
        'customer_token=new; Path=/; HttpOnly',
        'customer_refresh_token=r2; Path=/; HttpOnly',
      ]),
    );
    const result = await renewSession(options(fetchImpl as unknown as typeof fetch));
    expect(result).toEqual({
      ok: true,
      setCookies: ['customer_token=new; Path=/; HttpOnly', 'customer_refresh_token=r2; Path=/; HttpOnly'],
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://gateway.test/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      store: 'de-DE',
      cookie: 'customer_token=access-secret; customer_refresh_token=refresh-secret-1',
    });
    expect(String(init.body)).toContain('renewCustomerToken');
  });

  it('reports a refused renewal with the cookies the gateway cleared, logging the code but no token', async () => {
    const fetchImpl = jest.fn(async () =>
      gatewayAnswer({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, [
        'customer_token=; Path=/; Max-Age=0',
      ]),
    );
    const result = await renewSession(options(fetchImpl as unknown as typeof fetch));
    expect(result).toEqual({ ok: false, setCookies: ['customer_token=; Path=/; Max-Age=0'] });
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain('UNAUTHENTICATED');
    expect(logged).not.toMatch(/secret/);
  });

  it('treats an unreachable gateway as a failed renewal', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(renewSession(options(fetchImpl as unknown as typeof fetch))).resolves.toEqual({ ok: false, setCookies: [] });
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/secret/);
  });

  it('shares one renewal between concurrent requests with the same refresh token (it is single use)', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = renewSession(options(fetchImpl as unknown as typeof fetch));
    const second = renewSession(options(fetchImpl as unknown as typeof fetch));
    release(gatewayAnswer({ data: { renewCustomerToken: { expires_at: 'x' } } }, ['customer_token=new']));
    expect(await first).toEqual(await second);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const other = jest.fn(async () => gatewayAnswer({ data: { renewCustomerToken: { expires_at: 'x' } } }));
    await renewSession(options(other as unknown as typeof fetch, 'refresh-secret-2'));
    expect(other).toHaveBeenCalledTimes(1);
  });

  describe('once a renewal has answered', () => {
    const renewed = ['customer_token=new; Path=/; HttpOnly', 'customer_refresh_token=r2; Path=/; HttpOnly'];
    const cleared = ['customer_token=; Path=/; Max-Age=0', 'customer_refresh_token=; Path=/; Max-Age=0'];
    const refused = () =>
      gatewayAnswer({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, cleared);
    /** The gateway: the first renewal of a token succeeds, any later one is refused (commerce's rotation). */
    const gateway = () => {
      const used = new Set<string>();
      return jest.fn(async (_url: string, init: RequestInit) => {
        const cookie = String((init.headers as Record<string, string>).cookie);
        if (used.has(cookie)) return refused();
        used.add(cookie);
        return gatewayAnswer({ data: { renewCustomerToken: { expires_at: 'x' } } }, renewed);
      });
    };
    afterEach(() => jest.useRealTimers());

    it('never hands its new cookies to a later request with the old token: that one goes to the gateway', async () => {
      const fetchImpl = gateway();
      expect(await renewSession(options(fetchImpl as unknown as typeof fetch))).toEqual({ ok: true, setCookies: renewed });
      // A replay of the stolen, already used token (or the page's own late request): commerce judges it.
      const replay = await renewSession(options(fetchImpl as unknown as typeof fetch));
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(replay.setCookies.join(' ')).not.toContain('new');
      expect(replay.setCookies.join(' ')).not.toContain('r2');
      // Refused moments after this process renewed it: a race, so no sign-out either (nothing cleared).
      expect(replay).toEqual({ ok: false, superseded: true, setCookies: [] });
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/secret/);
    });

    it('answers a refusal as a sign-out once the token was renewed more than moments ago', async () => {
      jest.useFakeTimers();
      const fetchImpl = gateway();
      await renewSession(options(fetchImpl as unknown as typeof fetch));
      jest.advanceTimersByTime(10_001);
      expect(await renewSession(options(fetchImpl as unknown as typeof fetch))).toEqual({ ok: false, setCookies: cleared });
    });

    it('answers a refusal as a sign-out when this process never renewed the token', async () => {
      const fetchImpl = jest.fn(async () => refused());
      await renewSession(options(fetchImpl as unknown as typeof fetch));
      expect(await renewSession(options(fetchImpl as unknown as typeof fetch))).toEqual({ ok: false, setCookies: cleared });
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    });
  });
});
