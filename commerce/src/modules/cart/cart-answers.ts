/**
 * Priced carts kept for a few seconds, so the cart every page asks for again is not read and priced
 * again while nothing has changed it. The rule that keeps an answer true:
 *
 * - Every change to a cart runs inside `changing(cartId, …)`. While a change is in flight, and for
 *   any read that began before a change ended, nothing is kept: a reader can never store a cart as it
 *   was before a change that has since committed. When a change ends, every answer of that cart goes.
 * - With one writer (the embedded database belongs to one process, see db/client.ts) that is exact:
 *   a kept answer is served without reading the database.
 * - With a database server, other replicas change carts too: a kept answer is served only when the
 *   cart's row still has the version it was priced at (the caller, `CartService`,
 *   compares the row's version with the kept one: one indexed single-row read), so a change made on
 *   another replica is seen at once.
 * - An answer lives at most `ttlMs` (prices, stock and coupons come from reference data that is itself
 *   memoised for seconds; the dispatch date and coupon windows follow the clock). 0 keeps nothing.
 *
 * Kept per cart and per shopper's scope (storefront, currency, country, customer), at most
 * `maxEntries` answers weighing at most `maxWeight` together (a cart weighs its lines, so carts
 * filled to their limit by a hostile client cannot fill the memory), the oldest going first. Answers are shared between requests: callers must
 * not change them.
 */
export type KeptAnswer<T> = { cartId: string; version: number; value: T };

type Entry<T> = KeptAnswer<T> & { key: string; storedAt: number; pricedAt: number; weight: number };

export type CartAnswersOptions<T> = {
  ttlMs: number;
  /** True when this process is the only writer of carts (the embedded database). */
  soleWriter: boolean;
  maxEntries?: number;
  /** What an answer weighs (a cart: its lines) and the most all kept answers may weigh together. */
  weigh?: (value: T) => number;
  maxWeight?: number;
  /** Real time, for expiry (the shop's clock may be a test's fixed date). */
  now?: () => number;
};

/** Ends of changes remembered to refuse stale stores; older ones are folded into one floor. */
const MAX_REMEMBERED_CHANGES = 10_000;

export class CartAnswers<T> {
  readonly soleWriter: boolean;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh: (value: T) => number;
  private weight = 0;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByCart = new Map<string, Set<string>>();
  /** Changes in flight per cart. */
  private readonly changes = new Map<string, number>();
  /** The sequence number at which each cart's last change ended. */
  private readonly endedAt = new Map<string, number>();
  /** Changes that ended at or before this are no longer told apart (see `ended`). */
  private floor = 0;
  private sequence = 0;

  constructor(options: CartAnswersOptions<T>) {
    this.ttlMs = options.ttlMs;
    this.soleWriter = options.soleWriter;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weigh = options.weigh ?? (() => 1);
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Where a reader stands before it reads: pass it to `keep` with what it read. */
  mark(): number {
    return this.sequence;
  }

  /**
   * The kept answer for `scope` of a cart id, or null. `pricedAt` is the shop's clock now: an answer
   * priced at another time (a test's clock moved, or further than the TTL) is not served.
   */
  find(scope: readonly unknown[], pricedAt: number): KeptAnswer<T> | null {
    if (!this.enabled) return null;
    const key = JSON.stringify(scope);
    const entry = this.entries.get(key);
    if (!entry) return null;
    const fresh =
      this.now() - entry.storedAt < this.ttlMs &&
      pricedAt >= entry.pricedAt &&
      pricedAt - entry.pricedAt < this.ttlMs &&
      !this.changes.has(entry.cartId);
    if (!fresh) {
      this.drop(entry);
      return null;
    }
    return entry;
  }

  /** Keeps what a reader read since `mark`, unless the cart changed (or is changing) since then. */
  keep(scope: readonly unknown[], mark: number, answer: KeptAnswer<T>, pricedAt: number): void {
    if (!this.enabled || this.changes.has(answer.cartId) || this.ended(answer.cartId) > mark) return;
    const key = JSON.stringify(scope);
    const previous = this.entries.get(key);
    if (previous) this.drop(previous);
    const weight = this.weigh(answer.value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { ...answer, key, storedAt: this.now(), pricedAt, weight });
    this.weight += weight;
    let keys = this.keysByCart.get(answer.cartId);
    if (!keys) this.keysByCart.set(answer.cartId, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) {
      this.drop(this.entries.values().next().value as Entry<T>);
    }
  }

  /** Runs a change to carts: no answer of them is served or kept until it is over (committed or not). */
  async changing<R>(cartIds: readonly string[], work: () => Promise<R>): Promise<R> {
    if (!this.enabled) return work();
    for (const id of cartIds) {
      this.changes.set(id, (this.changes.get(id) ?? 0) + 1);
      this.forget(id);
    }
    try {
      return await work();
    } finally {
      this.sequence++;
      for (const id of cartIds) {
        const left = (this.changes.get(id) ?? 1) - 1;
        if (left > 0) this.changes.set(id, left);
        else this.changes.delete(id);
        this.endedAt.delete(id);
        this.endedAt.set(id, this.sequence);
        this.forget(id);
      }
      while (this.endedAt.size > MAX_REMEMBERED_CHANGES) {
        const [oldest, at] = this.endedAt.entries().next().value as [string, number];
        this.endedAt.delete(oldest);
        this.floor = Math.max(this.floor, at);
      }
    }
  }

  /** How many answers are kept (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private ended(cartId: string): number {
    return this.endedAt.get(cartId) ?? this.floor;
  }

  private forget(cartId: string): void {
    for (const key of this.keysByCart.get(cartId) ?? []) {
      this.weight -= this.entries.get(key)?.weight ?? 0;
      this.entries.delete(key);
    }
    this.keysByCart.delete(cartId);
  }

  private drop(entry: Entry<T>): void {
    if (this.entries.get(entry.key) === entry) this.weight -= entry.weight;
    this.entries.delete(entry.key);
    const keys = this.keysByCart.get(entry.cartId);
    keys?.delete(entry.key);
    if (keys?.size === 0) this.keysByCart.delete(entry.cartId);
  }
}
