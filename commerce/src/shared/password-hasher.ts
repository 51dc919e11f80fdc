import { Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_PARAMETERS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes and verifies passwords with argon2id (PHC strings carry their own salt and parameters). */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_PARAMETERS);
  }

  /** False for a wrong password or an unreadable hash; never throws for a bad password. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real verification when there is no account to check, so response
   * times do not tell which email addresses are registered.
   */
  async verifyNothing(password: string): Promise<void> {
    this.dummy ??= this.hash('not-a-customer-password-0');
    await this.verify(await this.dummy, password);
  }
}
