/**
 * Applications for the loan an order is paid with, and the lender's decisions on them: what may
 * follow what, how long the lender's link lives, and what a decision event must carry.
 */

/** submitted → referred → accepted | declined; a submitted one nobody applied for by its link's end → expired. */
export type ApplicationStatus = 'submitted' | 'referred' | 'accepted' | 'declined' | 'expired';
export type LenderDecision = 'referred' | 'accepted' | 'declined';
export const LENDER_DECISIONS: readonly LenderDecision[] = ['referred', 'accepted', 'declined'];

/**
 * How long an order paid by finance holds its stock before the lender reports anything on its
 * application (referred, accepted or declined), and how long the lender's application link works.
 * Until the lender reports, nothing is checked and, with a 0 % deposit, nothing is paid: a day's
 * hold let anyone with a few accounts keep bikes off sale for free. The lender's form takes
 * minutes, so an hour is ample for a real applicant; a referred application (the lender is looking
 * at it) then has REFERRAL_DECISION_TTL_MS. The link ends with the hold, so nobody applies for the
 * loan of an order that has already lapsed.
 */
export const APPLICATION_LINK_TTL_MS = 60 * 60 * 1000;
/** A referred application the lender has not decided this long after the order is given up (its stock goes back). */
export const REFERRAL_DECISION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * Applications one customer may have open (submitted or referred) at once: each holds its order's
 * stock until the lender decides, so a customer cannot hoard stock with orders they never finance.
 */
export const MAX_OPEN_APPLICATIONS = 2;
/**
 * Units (bikes, parts, accessories) one customer's open applications may hold together. An order
 * has one bike at most, but accessory lines go up to 99 each: without this cap two applications
 * could keep hundreds of units off sale. Ten covers a bike with everything a rider adds to it.
 */
export const MAX_UNITS_AWAITING_FINANCE = 10;
/**
 * Orders paid by finance that one client network (`addressLimitKey`: an IPv4 address, an IPv6 /64)
 * may place per APPLICATION_LINK_TTL_MS, whichever accounts place them. The caps above are per
 * customer, and a network may register 20 accounts an hour: with two applications each, one
 * network kept some 40 bikes off sale, for free with a 0 % deposit, for the hour each order holds
 * its stock. Counted in windows of that same hour, five per window let one network hold at most
 * ten orders' stock at a time (five placed as one window ends, five as the next begins; one bike
 * each, at most MAX_UNITS_AWAITING_FINANCE units per customer), against some forty before, while a
 * household or an office financing its bikes places one or two.
 * An attempt that makes no order (refused, declined, waiting for the card issuer, a repeat) does not count.
 */
export const FINANCE_ORDERS_PER_ADDRESS = { points: 5, durationSeconds: APPLICATION_LINK_TTL_MS / 1000 };
/** How often a running shop looks for applications that have run out. */
export const APPLICATION_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** When the application of an order placed at `placedAt` runs out unless the lender reports on it (its link's end). */
export function applicationExpiry(placedAt: Date): Date {
  return new Date(placedAt.getTime() + APPLICATION_LINK_TTL_MS);
}

/** Why a customer may not open another application now: too many open, or they would hold too many units. */
export type OpeningProblem = 'too_many_open' | 'too_many_units';

/** Why a customer may not open another application now, given what their open ones hold; null when they may. */
export function openingProblem(
  open: readonly { heldStock: readonly { quantity: number }[] }[],
  next: readonly { quantity: number }[],
): OpeningProblem | null {
  if (open.length >= MAX_OPEN_APPLICATIONS) return 'too_many_open';
  const units = (held: readonly { quantity: number }[]) => held.reduce((sum, line) => sum + line.quantity, 0);
  const holding = open.reduce((sum, application) => sum + units(application.heldStock), 0);
  return holding + units(next) > MAX_UNITS_AWAITING_FINANCE ? 'too_many_units' : null;
}

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
 * Whether an application has run out: still submitted (the lender has reported nothing) when its
 * link ended, or referred and still undecided two weeks after the order (the order cannot hold its
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

/**
 * The event if a webhook's parsed body (shared/webhook.ts read its size, signature and JSON) is an
 * application.decision event with every field in range, else null.
 */
export function parseLenderEvent(value: unknown): LenderDecisionEvent | null {
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
