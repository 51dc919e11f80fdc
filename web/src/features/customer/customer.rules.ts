/**
 * Pure customer-session and account rules shared by the auth and account pages (spec §3–§5, §9).
 * The server enforces the same password rule; the web checks it first so the shopper sees it inline.
 * The rules of the other fields (email, phone, lengths) are in field-policy.rules.ts.
 */
import { SESSION_COOKIES } from '../../shared/session/session-hint.rules';

/** Token freshness margin (spec §9): 5 minutes. */
export const TOKEN_FRESHNESS_MARGIN_MS = 5 * 60 * 1000;

type CookieJar = Partial<Record<string, string | undefined>>;

/** Logged in means both the customer token and the refresh-token cookies are present (spec §4). */
export function isLoggedIn(cookies: CookieJar): boolean {
  return Boolean(cookies[SESSION_COOKIES.token] && cookies[SESSION_COOKIES.refreshToken]);
}

/**
 * A token counts as fresh only while it expires more than 5 minutes from now. (The spec's sentence
 * reads the other way round; renewing a token that is about to expire is the reading that works.)
 * A missing or unreadable expiry time is not fresh.
 */
export function isTokenFresh(expireTime: string | undefined, now: Date = new Date()): boolean {
  if (!expireTime) return false;
  const expiresAt = Date.parse(expireTime);
  if (Number.isNaN(expiresAt)) return false;
  return expiresAt - now.getTime() > TOKEN_FRESHNESS_MARGIN_MS;
}

/**
 * Whether the session must be renewed before use: a refresh token is there and the access token is
 * not fresh, or is gone (its cookie lives only as long as the token, 60 minutes, while the refresh
 * token's lives 14 days). After the renewal both cookies are present again: logged in (spec §4).
 */
export function needsRenewal(cookies: CookieJar, now: Date = new Date()): boolean {
  if (!cookies[SESSION_COOKIES.refreshToken]) return false;
  return !cookies[SESSION_COOKIES.token] || !isTokenFresh(cookies[SESSION_COOKIES.expireTime], now);
}

/** Avatar initials: first letters of first and last name, upper case, at most 2 characters. */
export function avatarInitials(firstname: string | null | undefined, lastname: string | null | undefined): string {
  const first = (value: string | null | undefined) => Array.from((value ?? '').trim())[0] ?? '';
  return (first(firstname) + first(lastname)).toLocaleUpperCase().slice(0, 2);
}

/** The server's password rule as the API publishes it (passwordPolicy); the numbers live only there. */
export type PasswordPolicy = {
  minimum_length: number;
  maximum_length: number;
  requires_letter: boolean;
  requires_digit: boolean;
};

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'needsLetter' | 'needsNumber';

/**
 * What is wrong with a new password under the server's rule, in the order the shopper should fix
 * it. Before the rule is known (null) only an empty password is caught; the server checks the rest.
 */
export function passwordProblems(password: string, policy: PasswordPolicy | null): PasswordProblem[] {
  if (!password) return ['required'];
  if (!policy) return [];
  const problems: PasswordProblem[] = [];
  const length = Array.from(password).length;
  if (length < policy.minimum_length) problems.push('tooShort');
  if (length > policy.maximum_length) problems.push('tooLong');
  if (policy.requires_letter && !/\p{L}/u.test(password)) problems.push('needsLetter');
  if (policy.requires_digit && !/\p{N}/u.test(password)) problems.push('needsNumber');
  return problems;
}
