import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accountsHarness, runNetworks } from './accounts.test-support';
import { PasswordHasher } from '../../shared/password-hasher';
import type { CustomerError } from './customer.errors';
import type { RequestOrigin } from './customer.types';
import { DEFAULT_RATE_LIMITS } from './rate-limiter';

/**
 * A security review's scenarios (reproduced on main): strangers with many IPv6 networks, which cost
 * nothing to rotate, must neither silence an account's password reset emails for its owner nor
 * guess its password without bound. The limits are the shop's defaults; they count in Redis where
 * one is configured.
 */
const PASSWORD = 'Velodrome2026';
const accounts = accountsHarness('rotation');
const run = `${process.pid}${Date.now() % 100000}`;
/** The networks of this run (accounts.test-support.ts): `inSite(n, k)` an address in the k-th /64 of /48 number n. */
const { inSite } = runNetworks();
const from = (clientIp: string, store: RequestOrigin['store'] = 'en-GB'): RequestOrigin => ({ store, clientIp });

/** 'OK' or the error code of the call. */
const outcome = (work: Promise<unknown>): Promise<string> =>
  work.then(
    () => 'OK',
    (error: CustomerError) => error.code,
  );

const resetMailsTo = async (email: string): Promise<number> => {
  await accounts.commerce.sessions.settled();
  return readdirSync(accounts.outbox)
    .filter((f) => f.includes('password-reset'))
    .filter((f) => readFileSync(path.join(accounts.outbox, f), 'utf8').includes(`To: ${email}`)).length;
};

let sites = 0;
/** A /48 no other test of this file uses. */
const newSite = () => (sites += 1);

async function registered(email: string, at: string): Promise<void> {
  await accounts.commerce.sessions.register({ firstName: 'Jo', lastName: 'Doe', email, password: PASSWORD }, from(at));
}

describe('password reset emails: strangers do not silence them for the owner', () => {
  const pair = DEFAULT_RATE_LIMITS.resetPerAccountAddress!.points;

  it("the review's flood: seven /64s asking three times each, then the owner's own request from a fresh address gets its email", async () => {
    const email = `flooded${run}@example.com`;
    await registered(email, inSite(newSite()));
    const codes: string[] = [];
    for (let n = 0; n < 7; n++) {
      const stranger = from(inSite(newSite(), 1));
      for (let i = 0; i < pair; i++) codes.push(await outcome(accounts.commerce.sessions.requestPasswordReset(email, stranger)));
    }
    // Every stranger's request is answered as usual: nothing tells whether an email went.
    expect(codes).toEqual(Array<string>(7 * pair).fill('OK'));
    const before = await resetMailsTo(email);
    // The owner forgot their password and asks from an address they have never used here.
    await expect(
      accounts.commerce.sessions.requestPasswordReset(email, from(inSite(newSite(), 7), 'de-DE')),
    ).resolves.toBeUndefined();
    expect(await resetMailsTo(email)).toBe(before + 1);
  });

  it('gives /64s rotated inside one /48 no more emails for an account than one address gets', async () => {
    const email = `rotated-reset${run}@example.com`;
    await registered(email, inSite(newSite()));
    const rotating = newSite();
    const codes: string[] = [];
    for (let k = 1; k <= 7; k++)
      for (let i = 0; i < pair; i++)
        codes.push(await outcome(accounts.commerce.sessions.requestPasswordReset(email, from(inSite(rotating, k)))));
    expect(codes.slice(0, pair)).toEqual(Array<string>(pair).fill('OK'));
    expect(codes.slice(pair)).toEqual(Array<string>(7 * pair - pair).fill('RATE_LIMITED'));
    expect(await resetMailsTo(email)).toBe(pair);
    // The same refusals for an email with no account: they tell nothing.
    const nobody = `nobody-rotated${run}@example.com`;
    const other = newSite();
    const unknown: string[] = [];
    for (let k = 1; k <= 2; k++)
      for (let i = 0; i < pair; i++)
        unknown.push(await outcome(accounts.commerce.sessions.requestPasswordReset(nobody, from(inSite(other, k)))));
    expect(unknown).toEqual([...Array<string>(pair).fill('OK'), ...Array<string>(pair).fill('RATE_LIMITED')]);
    // The owner, elsewhere, still gets theirs.
    await accounts.commerce.sessions.requestPasswordReset(email, from(inSite(newSite(), 3)));
    expect(await resetMailsTo(email)).toBe(pair + 1);
  });

  it("past the account's allowance each further network gets one email, up to a ceiling; the owner's known address always gets one", async () => {
    const email = `ceiling${run}@example.com`;
    const home = inSite(newSite(), 2);
    await registered(email, home);
    const allowance = DEFAULT_RATE_LIMITS.resetPerAccount.points;
    const ceiling = DEFAULT_RATE_LIMITS.resetNewAddressPerAccount!.points;
    const ask = (at: string) => outcome(accounts.commerce.sessions.requestPasswordReset(email, from(at)));
    const codes: string[] = [];
    // The allowance, used up three at a time from networks of their own…
    for (let sent = 0; sent < allowance; sent += pair) {
      const stranger = inSite(newSite());
      for (let i = 0; i < Math.min(pair, allowance - sent); i++) codes.push(await ask(stranger));
    }
    expect(await resetMailsTo(email)).toBe(allowance);
    // …then one email for each further network's first request, and none for its second…
    for (let i = 0; i < ceiling; i++) {
      const stranger = inSite(newSite());
      codes.push(await ask(stranger), await ask(stranger));
    }
    expect(await resetMailsTo(email)).toBe(allowance + ceiling);
    // …then none for a new network past the ceiling (a bound on the flood)…
    codes.push(await ask(inSite(newSite())));
    expect(await resetMailsTo(email)).toBe(allowance + ceiling);
    expect(codes.every((code) => code === 'OK')).toBe(true);
    // …but the owner, from an address they have signed in from, still gets theirs.
    await accounts.commerce.sessions.signIn(email, PASSWORD, from(home));
    expect(await ask(home)).toBe('OK');
    expect(await resetMailsTo(email)).toBe(allowance + ceiling + 1);
  });
});

describe('password guessing from /64s rotated inside a /48', () => {
  it("the review's 60 wrong passwords from 30 /64s of one /48: no more are checked than one address gets, and the right one is refused there", async () => {
    const email = `rotated${run}@example.com`;
    const attackers = newSite();
    // The owner signed up from a /64 of the same /48 (a mobile network hands out /64s of a shared /48).
    const owner = inSite(attackers, 0);
    await registered(email, owner);
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress!.points;
    const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
    const codes: string[] = [];
    try {
      for (let k = 1; k <= 30; k++)
        for (let i = 0; i < 2; i++)
          codes.push(await outcome(accounts.commerce.sessions.signIn(email, `Guess-${k}-${i}-x`, from(inSite(attackers, k)))));
      expect(verify).toHaveBeenCalledTimes(limit);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(limit);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(60 - limit);
      // The right password from yet another /64 of that /48 is refused, not checked.
      expect(await outcome(accounts.commerce.sessions.signIn(email, PASSWORD, from(inSite(attackers, 31))))).toBe('RATE_LIMITED');
      expect(verify).toHaveBeenCalledTimes(limit);
    } finally {
      verify.mockRestore();
    }
    // The owner's own address, which signed in before, is not the strangers' to use up…
    await expect(accounts.commerce.sessions.signIn(email, PASSWORD, from(owner))).resolves.toBeTruthy();
    // …and from a network of their own, never used here, they get in too.
    await expect(accounts.commerce.sessions.signIn(email, PASSWORD, from(inSite(newSite(), 5)))).resolves.toBeTruthy();
  });

  it("past the account's threshold a network that never signed in to it gets two guesses, however many /64s it rotates", async () => {
    const email = `spread${run}@example.com`;
    const home = inSite(newSite());
    await registered(email, home);
    const threshold = DEFAULT_RATE_LIMITS.signInPerAccount.points;
    const stricter = DEFAULT_RATE_LIMITS.signInNewAddressPerAccount!.points;
    const first = newSite();
    for (let k = 1; k <= threshold; k++)
      expect(await outcome(accounts.commerce.sessions.signIn(email, 'Wrong-password-1', from(inSite(first, k))))).toBe(
        'INVALID_CREDENTIALS',
      );
    const verify = jest.spyOn(PasswordHasher.prototype, 'verify');
    try {
      for (let n = 0; n < 10; n++) {
        const network = newSite();
        const codes: string[] = [];
        for (let k = 1; k <= stricter + 2; k++)
          codes.push(await outcome(accounts.commerce.sessions.signIn(email, `Guess-${n}-${k}-x`, from(inSite(network, k)))));
        expect(codes).toEqual([...Array<string>(stricter).fill('INVALID_CREDENTIALS'), ...Array<string>(2).fill('RATE_LIMITED')]);
      }
      expect(verify).toHaveBeenCalledTimes(10 * stricter);
    } finally {
      verify.mockRestore();
    }
    // The owner at home is let in at once.
    await expect(accounts.commerce.sessions.signIn(email, PASSWORD, from(home))).resolves.toBeTruthy();
  });
});
