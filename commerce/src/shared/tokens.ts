import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token. Tokens have 256 bits of entropy, so a fast hash is enough: it makes
 * a leaked table useless without the slowness passwords need.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A plausible token shape; anything else is refused before touching the database. */
export function isTokenShaped(token: string | null | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{32,128}$/.test(token);
}
