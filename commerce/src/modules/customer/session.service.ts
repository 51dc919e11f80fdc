import type { StoreCode } from '@cadence/server-kit/storefronts';
import { randomUUID } from 'node:crypto';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import { PASSWORD_RESET_LINK_SECONDS } from '@cadence/server-kit/cookies';
import { assertNoFieldProblems, CustomerError, type FieldProblem } from './customer.errors';
import { emailChangedMail, passwordResetMail, signInAlertMail, welcomeMail, type MailKind } from './customer.mail';
import type { CustomerUnitOfWork } from './customer.unit-of-work';
import {
  checkEmail,
  checkNewPassword,
  EMAIL_MAX_LENGTH,
  normaliseEmail,
  PASSWORD_POLICY,
  registrationProblems,
} from './customer.rules';
import type { AuthenticatedCustomer, Customer, IssuedSession, RegistrationInput, RequestOrigin } from './customer.types';
import { maskEmail, type Mailer, type OutgoingMail } from '../../shared/mailer';
import type { PasswordHasher } from '../../shared/password-hasher';
import type { AuthRateLimiter, SignInAttempt } from './rate-limiter';
import { isTokenShaped, newOpaqueToken, tokenHash } from '../../shared/tokens';

export type SessionSettings = {
  /** Access token lifetime (spec §9: 60 minutes). */
  accessTtlMs: number;
  /** Refresh token lifetime: how long a customer stays signed in without signing in again. */
  refreshTtlMs: number;
  /** How long a password reset link works. */
  resetTtlMs: number;
  /** A rotated refresh token seen again within this window is a benign race, not a replay. */
  reuseGraceMs: number;
  /** Public origin of each storefront, for links in emails. */
  siteUrls: Record<StoreCode, string>;
  brand: string;
};

export const DEFAULT_SESSION_SETTINGS: Omit<SessionSettings, 'siteUrls' | 'brand'> = {
  accessTtlMs: 60 * 60 * 1000,
  refreshTtlMs: 14 * 24 * 60 * 60 * 1000,
  resetTtlMs: PASSWORD_RESET_LINK_SECONDS * 1000,
  reuseGraceMs: 60 * 1000,
};

const unauthenticated = () => new CustomerError('UNAUTHENTICATED', 'unauthenticated');
const invalidCredentials = () => new CustomerError('INVALID_CREDENTIALS', 'invalidCredentials');

/**
 * Registration, sign-in, sessions and passwords. Tokens are opaque random strings; only their
 * hashes are stored, so sign-out, a password change or a reset revoke them server-side.
 */
export class SessionService {
  private readonly outgoing = new Set<Promise<void>>();

  constructor(
    private readonly repository: CustomerUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AuthRateLimiter,
    private readonly mailer: Mailer,
    private readonly settings: SessionSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Registers a customer and signs them in (spec §4: "after success the user is logged in").
   * Throws BAD_USER_INPUT with field problems, EMAIL_TAKEN or RATE_LIMITED.
   */
  async register(input: RegistrationInput, origin: RequestOrigin): Promise<{ customer: Customer; session: IssuedSession }> {
    await this.limiter.consume('registerPerAddress', addressLimitKey(origin.clientIp));
    assertNoFieldProblems(registrationProblems(input));
    const email = input.email.trim();
    if (await this.repository.customers.emailInUse(normaliseEmail(email))) throw new CustomerError('EMAIL_TAKEN', 'emailTaken');
    const passwordHash = await this.hasher.hash(input.password);
    const result = await this.repository.transaction(async (repository) => {
      const customer = await repository.customers.insertCustomer({
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        passwordHash,
        store: origin.store,
        isSubscribed: Boolean(input.isSubscribed),
      });
      if (!customer) throw new CustomerError('EMAIL_TAKEN', 'emailTaken');
      return { customer, session: await this.issue(repository, customer.id, randomUUID()) };
    });
    const { customer } = result;
    // Whoever registered holds the password: their address is the owner's, as after a sign-in.
    await this.limiter.rememberSignIn(normaliseEmail(email), origin.clientIp);
    this.deliver({
      to: customer.email,
      kind: 'welcome',
      ...welcomeMail(origin.store, this.settings.brand, customer.firstName, this.url(origin.store, '/my-account/profile/')),
    });
    return result;
  }

  /**
   * Signs in with email and password. Throws INVALID_CREDENTIALS (the same for an unknown email
   * and a wrong password, in about the same time) or RATE_LIMITED.
   */
  async signIn(
    emailInput: string,
    password: string,
    origin: RequestOrigin,
  ): Promise<{ customer: Customer; session: IssuedSession }> {
    const email = normaliseEmail(emailInput);
    // Throttled by address, and by account and address (AuthRateLimiter): someone guessing from
    // elsewhere never locks the owner out, nor gains guesses by rotating IPv6 /64s. The account-wide
    // count slows down the addresses that fail on it and narrows what new addresses may try.
    await this.limiter.consume('signInPerAddress', addressLimitKey(origin.clientIp));
    // No account has an email or a password longer than the shop accepts: nothing to look up or hash.
    if (!email || !password || email.length > EMAIL_MAX_LENGTH || password.length > PASSWORD_POLICY.maximumLength) {
      throw invalidCredentials();
    }
    // Counted before the password is checked (and given back on success), so parallel requests
    // cannot all pass a check made before any of them failed.
    const attempt = await this.limiter.startSignIn(email, origin.clientIp);
    const credentials = await this.repository.customers.findCredentials(email);
    const valid = credentials
      ? await this.hasher.verify(credentials.passwordHash, password)
      : (await this.hasher.verifyNothing(password), false);
    if (!credentials || !valid) {
      await this.failedSignIn(attempt, credentials?.customer ?? null);
      throw invalidCredentials();
    }
    await attempt.succeeded();
    return { customer: credentials.customer, session: await this.issue(this.repository, credentials.customer.id, randomUUID()) };
  }

  /**
   * Counts a failed sign-in for the account (the attempt was counted up front). Past the account's
   * threshold the failing address waits a growing delay before its next try, and the owner of an
   * existing account is told once per window that someone is guessing.
   */
  private async failedSignIn(attempt: SignInAttempt, customer: Customer | null): Promise<void> {
    const failures = await attempt.failed();
    if (customer && failures === this.limiter.points('signInPerAccount')) {
      this.deliver({
        to: customer.email,
        kind: 'sign-in-alert',
        ...signInAlertMail(
          customer.store,
          this.settings.brand,
          customer.firstName,
          this.url(customer.store, '/auth/reset-password/'),
        ),
      });
    }
  }

  /** The customer and session behind an access token, or null when it is unknown, revoked or expired. */
  async authenticate(accessToken: string | null | undefined): Promise<AuthenticatedCustomer | null> {
    if (!isTokenShaped(accessToken)) return null;
    const session = await this.repository.sessions.findLiveSession(tokenHash(accessToken), this.now());
    return session ? { customerId: session.customerId, sessionId: session.id } : null;
  }

  /**
   * Exchanges a refresh token for new tokens (rotation). A refresh token used twice revokes its
   * whole session family, unless the second use came within seconds (two requests racing).
   * Throws UNAUTHENTICATED.
   */
  async renew(refreshToken: string | null | undefined): Promise<IssuedSession> {
    if (!isTokenShaped(refreshToken)) throw unauthenticated();
    const now = this.now();
    const stored = await this.repository.sessions.findSessionByRefreshHash(tokenHash(refreshToken));
    if (!stored) throw unauthenticated();
    if (stored.rotatedAt) {
      if (now.getTime() - stored.rotatedAt.getTime() > this.settings.reuseGraceMs) {
        await this.repository.sessions.revokeFamily(stored.familyId, now);
      }
      throw unauthenticated();
    }
    if (stored.revokedAt || stored.refreshExpiresAt <= now) throw unauthenticated();
    return this.repository.transaction(async (repository) => {
      if (!(await repository.sessions.rotateSession(stored.id, now))) throw unauthenticated();
      return this.issue(repository, stored.customerId, stored.familyId);
    });
  }

  /** Revokes the session behind either token; a missing or unknown session is not an error. */
  async signOut(accessToken: string | null | undefined, refreshToken: string | null | undefined): Promise<void> {
    const now = this.now();
    if (isTokenShaped(accessToken)) await this.repository.sessions.revokeSessionByTokenHash(tokenHash(accessToken), now);
    if (isTokenShaped(refreshToken)) {
      const stored = await this.repository.sessions.findSessionByRefreshHash(tokenHash(refreshToken));
      if (stored && !stored.revokedAt) await this.repository.sessions.revokeFamily(stored.familyId, now);
    }
  }

  /**
   * Emails a single-use reset link when the account exists. The answer never tells whether it
   * does: the same result and no extra wait either way (the email goes out in the background).
   * An address past its limit is refused (RATE_LIMITED), and so is one address (its /64 or its
   * /48) asking for one account past their pair's few; an account past its own bound is not: the
   * request answers as usual and no email goes, except to the owner's known addresses and to each
   * further address's first request, up to a ceiling (AuthRateLimiter: strangers do not silence it).
   */
  async requestPasswordReset(emailInput: string, origin: RequestOrigin): Promise<void> {
    const problems: Record<string, FieldProblem> = {};
    checkEmail(problems, 'email', emailInput);
    assertNoFieldProblems(problems);
    const email = normaliseEmail(emailInput);
    // Refusals count the address and the pair only (whether the account exists or not, so nothing
    // is told); the account's own bounds are quiet.
    if (!(await this.limiter.allowsResetEmail(email, origin.clientIp))) return;
    const credentials = await this.repository.customers.findCredentials(email);
    if (!credentials) return;
    const token = newOpaqueToken();
    await this.repository.sessions.insertResetToken({
      tokenHash: tokenHash(token),
      customerId: credentials.customer.id,
      expiresAt: new Date(this.now().getTime() + this.settings.resetTtlMs),
    });
    const link = this.url(origin.store, `/auth/reset-password/?token=${token}`);
    const minutes = Math.round(this.settings.resetTtlMs / 60_000);
    this.deliver({
      to: credentials.customer.email,
      kind: 'password-reset',
      link,
      ...passwordResetMail(origin.store, this.settings.brand, credentials.customer.firstName, link, minutes),
    });
  }

  /**
   * Sets a new password with a reset token (single use, unexpired) and revokes every session.
   * Throws BAD_USER_INPUT (password rules) or RESET_TOKEN_INVALID.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const problems: Record<string, FieldProblem> = {};
    checkNewPassword(problems, 'newPassword', newPassword);
    assertNoFieldProblems(problems);
    const invalid = () => new CustomerError('RESET_TOKEN_INVALID', 'resetTokenInvalid');
    if (!isTokenShaped(token)) throw invalid();
    // A cheap look first, so an unknown token costs no password hash; the consume below stays the
    // atomic single use (two requests with one token: one wins, the other is refused there).
    if (!(await this.repository.sessions.isResetTokenLive(tokenHash(token), this.now()))) throw invalid();
    const passwordHash = await this.hasher.hash(newPassword);
    const now = this.now();
    await this.repository.transaction(async (repository) => {
      const customerId = await repository.sessions.consumeResetToken(tokenHash(token), now);
      if (!customerId) throw invalid();
      await repository.customers.updateCustomer(customerId, { passwordHash });
      await repository.sessions.revokeAllSessions(customerId, now);
      await repository.sessions.invalidateResetTokens(customerId, now);
    });
  }

  /**
   * Changes the password after checking the current one; every session is revoked and this client
   * gets a new one. Throws BAD_USER_INPUT, INVALID_PASSWORD or RATE_LIMITED (checkCurrentPassword).
   */
  async changePassword(customerId: string, currentPassword: string, newPassword: string): Promise<IssuedSession> {
    const problems: Record<string, FieldProblem> = {};
    if (!currentPassword) problems.currentPassword = { key: 'required' };
    checkNewPassword(problems, 'newPassword', newPassword);
    assertNoFieldProblems(problems);
    await this.checkCurrentPassword(customerId, currentPassword);
    const passwordHash = await this.hasher.hash(newPassword);
    const now = this.now();
    return this.repository.transaction(async (repository) => {
      await repository.customers.updateCustomer(customerId, { passwordHash });
      await repository.sessions.revokeAllSessions(customerId, now);
      await repository.sessions.invalidateResetTokens(customerId, now);
      return this.issue(repository, customerId, randomUUID());
    });
  }

  /**
   * Changes the email after checking the current password (checkCurrentPassword). When the address
   * really changes, every session is revoked and this client gets a new one (null otherwise), reset
   * links sent to the old address stop working, and the old address is told: if it was not the
   * owner, they hear of it where the change cannot reach. Throws BAD_USER_INPUT, INVALID_PASSWORD,
   * EMAIL_TAKEN or RATE_LIMITED.
   */
  async changeEmail(
    customerId: string,
    emailInput: string,
    password: string,
  ): Promise<{ customer: Customer; session: IssuedSession | null }> {
    const problems: Record<string, FieldProblem> = {};
    checkEmail(problems, 'email', emailInput);
    assertNoFieldProblems(problems);
    await this.checkCurrentPassword(customerId, password);
    const email = emailInput.trim();
    if (await this.repository.customers.emailInUse(normaliseEmail(email), customerId))
      throw new CustomerError('EMAIL_TAKEN', 'emailTaken');
    const now = this.now();
    const { before, customer, session } = await this.repository.transaction(async (repository) => {
      const previous = await repository.customers.findCustomer(customerId);
      const updated = previous && (await repository.customers.updateCustomer(customerId, { email }));
      if (!previous || !updated) throw unauthenticated();
      // The same address in other letters is no new address: nothing to revoke or tell.
      if (normaliseEmail(previous.email) === normaliseEmail(email)) return { before: previous, customer: updated, session: null };
      await repository.sessions.revokeAllSessions(customerId, now);
      await repository.sessions.invalidateResetTokens(customerId, now);
      return { before: previous, customer: updated, session: await this.issue(repository, customerId, randomUUID()) };
    });
    if (session) {
      this.deliver({
        to: before.email,
        kind: 'email-changed',
        ...emailChangedMail(
          before.store,
          this.settings.brand,
          before.firstName,
          maskEmail(customer.email),
          this.url(before.store, '/contact/'),
        ),
      });
    }
    return { customer, session };
  }

  /**
   * Checks a signed-in customer's current password (changing the password or the email), at most
   * `passwordCheckPerCustomer` wrong ones per window: past them RATE_LIMITED, before any hash. As
   * at sign-in, the attempt is counted before the hash (parallel requests cannot all pass a check
   * made before any of them failed) and the count forgotten when the password is right. Throws
   * UNAUTHENTICATED, INVALID_PASSWORD or RATE_LIMITED.
   */
  private async checkCurrentPassword(customerId: string, password: string): Promise<void> {
    const stored = await this.repository.customers.passwordHash(customerId);
    if (!stored) throw unauthenticated();
    if (!password) throw new CustomerError('INVALID_PASSWORD', 'invalidPassword');
    await this.limiter.consume('passwordCheckPerCustomer', customerId);
    if (!(await this.hasher.verify(stored, password))) throw new CustomerError('INVALID_PASSWORD', 'invalidPassword');
    await this.limiter.reset('passwordCheckPerCustomer', customerId);
  }

  /** Resolves when every email handed to the mailer so far has been sent (or failed and been logged). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.outgoing]);
  }

  private async issue(repository: CustomerUnitOfWork, customerId: string, familyId: string): Promise<IssuedSession> {
    const now = this.now().getTime();
    const session: IssuedSession = {
      accessToken: newOpaqueToken(),
      refreshToken: newOpaqueToken(),
      expiresAt: new Date(now + this.settings.accessTtlMs),
      refreshExpiresAt: new Date(now + this.settings.refreshTtlMs),
    };
    await repository.sessions.insertSession({
      customerId,
      familyId,
      tokenHash: tokenHash(session.accessToken),
      refreshTokenHash: tokenHash(session.refreshToken),
      expiresAt: session.expiresAt,
      refreshExpiresAt: session.refreshExpiresAt,
    });
    return session;
  }

  private url(store: StoreCode, pathname: string): string {
    return `${this.settings.siteUrls[store].replace(/\/$/, '')}${pathname}`;
  }

  private deliver(mail: OutgoingMail & { kind: MailKind }): void {
    const sending = this.mailer.send(mail).catch((error: unknown) => {
      console.error(`[mail] ${mail.kind} email to ${maskEmail(mail.to)} failed:`, (error as Error).message);
    });
    this.outgoing.add(sending);
    void sending.finally(() => this.outgoing.delete(sending));
  }
}
