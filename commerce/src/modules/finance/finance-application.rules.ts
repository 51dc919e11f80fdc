/**
 * Applications for the loan an order is paid with, and the lender's decisions on them: what may
 * follow what, how long the lender's link lives, and what a decision event must carry.
 */

/** submitted → referred → accepted | declined; a submitted one nobody applied for by its link's end → expired. */
export type ApplicationStatus = 'submitted' | 'referred' | 'accepted' | 'declined' | 'expired';
export type LenderDecision = 'referred' | 'accepted' | 'declined';
export const LENDER_DECISIONS: readonly LenderDecision[] = ['referred', 'accepted', 'declined'];

/** The lender's application link works this long after the order is placed. */
export const APPLICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A referred application the lender has not decided this long after the order is given up (its stock goes back). */
export const REFERRAL_DECISION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * Applications one customer may have open (submitted or referred) at once: each holds its order's
 * stock until the lender decides, so a customer cannot hoard stock with orders they never finance.
 */
export const MAX_OPEN_APPLICATIONS = 2;
/** How often a running shop looks for applications that have run out. */
export const APPLICATION_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** A lender webhook signed longer ago than this is a replay. */
export const LENDER_WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * What a decision does to an application in `from`: a submitted application takes any decision; a
 * referred one (the lender is looking at it) is then accepted or declined, and a second referral
 * changes nothing; accepted and declined are final (a different decision afterwards conflicts, the
 * same one changes nothing); an expired application (its order cancelled) takes no decision.
 */
export function decisionEffect(from: ApplicationStatus, decision: LenderDecision): 'apply' | 'unchanged' | 'conflict' {
  if (from === 'submitted') return 'apply';
  if (from === 'referred') return decision === 'referred' ? 'unchanged' : 'apply';
  return from === decision ? 'unchanged' : 'conflict';
}

/**
 * Whether an application has run out: still submitted (the shopper never applied) when its link
 * ended, or referred and still undecided two weeks after the order (the order cannot hold its
 * stock for ever).
 */
export function hasExpired(application: { status: ApplicationStatus; expiresAt: Date; createdAt: Date }, now: Date): boolean {
  if (application.status === 'submitted') return application.expiresAt <= now;
  if (application.status === 'referred') return application.createdAt.getTime() + REFERRAL_DECISION_TTL_MS <= now.getTime();
  return false;
}

/** The lender's decision event (its webhook's body). */
export type LenderDecisionEvent = {
  id: string;
  type: 'application.decision';
  application: string;
  decision: LenderDecision;
  lender_reference: string;
};

const MAX_FIELD = 64;
/** The largest webhook body the shop reads. */
export const MAX_LENDER_EVENT_BYTES = 4_096;

/** The event if the body is an application.decision event with every field in range, else null. */
export function parseLenderEvent(rawBody: string): LenderDecisionEvent | null {
  if (rawBody.length > MAX_LENDER_EVENT_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_FIELD;
  if (e.type !== 'application.decision' || !text(e.id) || !text(e.application) || !text(e.lender_reference)) return null;
  if (!LENDER_DECISIONS.includes(e.decision as LenderDecision)) return null;
  return {
    id: e.id,
    type: 'application.decision',
    application: e.application,
    decision: e.decision as LenderDecision,
    lender_reference: e.lender_reference,
  };
}
