import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerSessions, passwordResetTokens } from './customer.tables';

export type NewSession = {
  customerId: string;
  familyId: string;
  tokenHash: string;
  refreshTokenHash: string;
  expiresAt: Date;
  refreshExpiresAt: Date;
};

export type StoredSession = NewSession & { id: string; rotatedAt: Date | null; revokedAt: Date | null };

/** A reset token that still works: this hash, unused and unexpired. */
const liveResetToken = (tokenHashValue: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHashValue),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Sign-in sessions (token families with rotation) and password reset tokens, stored as hashes. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insertSession(session: NewSession): Promise<void> {
    await this.db.insert(customerSessions).values(session);
  }

  /** The live session (not revoked, not expired) whose access token has this hash. */
  async findLiveSession(tokenHashValue: string, now: Date): Promise<{ id: string; customerId: string } | null> {
    const [row] = await this.db
      .select({ id: customerSessions.id, customerId: customerSessions.customerId })
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.tokenHash, tokenHashValue),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, now),
        ),
      );
    return row ?? null;
  }

  async findSessionByRefreshHash(refreshHash: string): Promise<StoredSession | null> {
    const [row] = await this.db.select().from(customerSessions).where(eq(customerSessions.refreshTokenHash, refreshHash));
    return row ?? null;
  }

  /**
   * Marks a live session as rotated and revoked; false when another request got there first (the
   * refresh token was already used), so exactly one renewal wins.
   */
  async rotateSession(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customerSessions)
      .set({ rotatedAt: now, revokedAt: now })
      .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)))
      .returning({ id: customerSessions.id });
    return rows.length > 0;
  }

  async revokeSessionByTokenHash(tokenHashValue: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.tokenHash, tokenHashValue), isNull(customerSessions.revokedAt)));
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.familyId, familyId), isNull(customerSessions.revokedAt)));
  }

  async revokeAllSessions(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(customerSessions)
      .set({ revokedAt: now })
      .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
  }

  // Password reset tokens

  async insertResetToken(values: { tokenHash: string; customerId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(values);
  }

  /** Whether a reset token is valid (unused, unexpired), without using it. */
  async isResetTokenLive(tokenHashValue: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(liveResetToken(tokenHashValue, now))
      .limit(1);
    return rows.length > 0;
  }

  /** Uses a valid reset token (unused, unexpired) and returns its customer; null otherwise. */
  async consumeResetToken(tokenHashValue: string, now: Date): Promise<string | null> {
    const rows = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(liveResetToken(tokenHashValue, now))
      .returning({ customerId: passwordResetTokens.customerId });
    return rows[0]?.customerId ?? null;
  }

  /** Marks every outstanding reset token of the customer used (after a reset or password change). */
  async invalidateResetTokens(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  }
}
