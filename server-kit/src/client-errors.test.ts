import { CLIENT_ERROR_CODES, CLIENT_ERROR_STATUS, clientErrorStatus } from './client-errors';

describe('the codes a client is meant to read', () => {
  it('answers each with a client or availability status', () => {
    for (const [code, status] of Object.entries(CLIENT_ERROR_STATUS)) {
      expect({ code, status: status >= 400 && status < 500 ? 'client' : status === 503 ? 'unavailable' : status }).toEqual({
        code,
        status: status === 503 ? 'unavailable' : 'client',
      });
    }
    expect(CLIENT_ERROR_CODES.size).toBe(Object.keys(CLIENT_ERROR_STATUS).length);
  });

  it('gives the status of a known code and nothing for any other value', () => {
    expect(clientErrorStatus('RATE_LIMITED')).toBe(429);
    expect(clientErrorStatus('SOLD_OUT')).toBe(409);
    expect(clientErrorStatus('SERVICE_UNAVAILABLE')).toBe(503);
    for (const other of [
      'INTERNAL_SERVER_ERROR',
      'DOWNSTREAM_SERVICE_ERROR',
      'constructor',
      'toString',
      '__proto__',
      '',
      42,
      null,
      undefined,
    ]) {
      expect(clientErrorStatus(other)).toBeUndefined();
    }
  });
});
