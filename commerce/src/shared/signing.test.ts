import { readToken, signatureHeader, signToken, verifySignatureHeader } from './signing';

describe('webhook signatures', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const body = '{"event":"order.confirmed","id":"evt_1"}';
  it('verifies a header made with the same secret and body', () => {
    expect(verifySignatureHeader('s3cret', body, signatureHeader('s3cret', body, now), now, 300_000)).toBe(true);
  });
  it('refuses another secret, a changed body, a missing header and an old delivery', () => {
    const header = signatureHeader('s3cret', body, now);
    expect(verifySignatureHeader('other', body, header, now, 300_000)).toBe(false);
    expect(verifySignatureHeader('s3cret', body.replace('evt_1', 'evt_2'), header, now, 300_000)).toBe(false);
    expect(verifySignatureHeader('s3cret', body, undefined, now, 300_000)).toBe(false);
    expect(verifySignatureHeader('s3cret', body, 'garbage', now, 300_000)).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifySignatureHeader('s3cret', body, header, later, 300_000)).toBe(false);
  });
  it('cannot be moved to another time without breaking the signature', () => {
    const header = signatureHeader('s3cret', body, now).replace(/t=\d+/, `t=${Math.floor(now.getTime() / 1000) + 60}`);
    expect(verifySignatureHeader('s3cret', body, header, now, 300_000)).toBe(false);
  });
});

describe('signed tokens', () => {
  it('round-trips a payload and refuses a tampered one', () => {
    const token = signToken('k', { session: 'abc', exp: 1 });
    expect(readToken('k', token)).toEqual({ session: 'abc', exp: 1 });
    expect(readToken('other', token)).toBeNull();
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ session: 'xyz', exp: 1 })).toString('base64url');
    expect(readToken('k', `${forged}.${sig}`)).toBeNull();
    expect(readToken('k', `${body}`)).toBeNull();
  });
});
