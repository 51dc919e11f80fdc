import { CartAnswers } from './cart-answers';

const SCOPE = ['cart-1', 'en-GB', 'GBP', 'GB', null] as const;
const answer = (version: number, value = `v${version}`) => ({ cartId: 'c1', version, value });

describe('CartAnswers', () => {
  let time = 0;
  const make = (options: { ttlMs?: number; maxEntries?: number } = {}) =>
    new CartAnswers<string>({ ttlMs: options.ttlMs ?? 5_000, soleWriter: true, maxEntries: options.maxEntries, now: () => time });
  beforeEach(() => {
    time = 1_000_000;
  });

  it('serves what was kept for the same scope, and nothing for another', () => {
    const answers = make();
    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    expect(answers.find(SCOPE, 0)?.value).toBe('v1');
    expect(answers.find(['cart-1', 'de-DE', 'EUR', 'DE', null], 0)).toBeNull();
    expect(answers.find(['cart-1', 'en-GB', 'GBP', 'GB', 'customer-2'], 0)).toBeNull();
  });

  it('keeps nothing with a TTL of 0', () => {
    const answers = make({ ttlMs: 0 });
    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    expect(answers.find(SCOPE, 0)).toBeNull();
    expect(answers.size).toBe(0);
  });

  it('lets an answer expire after the TTL, in real time and on the shop clock', () => {
    const answers = make();
    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    time += 4_999;
    expect(answers.find(SCOPE, 0)).not.toBeNull();
    time += 1;
    expect(answers.find(SCOPE, 0)).toBeNull();

    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    expect(answers.find(SCOPE, 5_000)).toBeNull(); // the shop's clock moved past the TTL
    answers.keep(SCOPE, answers.mark(), answer(1), 10_000);
    expect(answers.find(SCOPE, 9_000)).toBeNull(); // a clock set back (a test's) is not served the future
  });

  it('serves nothing while a change is in flight, and drops the answer when it ends', async () => {
    const answers = make();
    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    let during: unknown = 'unset';
    await answers.changing(['c1'], async () => {
      during = answers.find(SCOPE, 0);
    });
    expect(during).toBeNull();
    expect(answers.find(SCOPE, 0)).toBeNull();
  });

  it('never keeps what a reader read before a change that has since ended', async () => {
    const answers = make();
    const mark = answers.mark(); // a reader starts and reads version 1 …
    await answers.changing(['c1'], async () => undefined); // … a change commits version 2 …
    answers.keep(SCOPE, mark, answer(1), 0); // … and the reader would keep version 1
    expect(answers.find(SCOPE, 0)).toBeNull();
    // A reader that starts after the change keeps its answer.
    answers.keep(SCOPE, answers.mark(), answer(2), 0);
    expect(answers.find(SCOPE, 0)?.value).toBe('v2');
  });

  it('never keeps an answer while a change to that cart is in flight, even one started after the read', async () => {
    const answers = make();
    const mark = answers.mark();
    let release!: () => void;
    const change = answers.changing(['c1'], () => new Promise<void>((resolve) => (release = resolve)));
    answers.keep(SCOPE, mark, answer(1), 0);
    expect(answers.find(SCOPE, 0)).toBeNull();
    release();
    await change;
    expect(answers.find(SCOPE, 0)).toBeNull();
  });

  it('is not disturbed by changes to other carts', async () => {
    const answers = make();
    const mark = answers.mark();
    await answers.changing(['c2'], async () => undefined);
    answers.keep(SCOPE, mark, answer(1), 0);
    expect(answers.find(SCOPE, 0)?.value).toBe('v1');
  });

  it('ends a change that failed like one that committed', async () => {
    const answers = make();
    await expect(answers.changing(['c1'], async () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    answers.keep(SCOPE, answers.mark(), answer(1), 0);
    expect(answers.find(SCOPE, 0)?.value).toBe('v1');
  });

  it('keeps at most maxEntries answers, the oldest going first', () => {
    const answers = make({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) answers.keep([id], answers.mark(), { cartId: id, version: 1, value: id }, 0);
    expect(answers.size).toBe(2);
    expect(answers.find(['a'], 0)).toBeNull();
    expect(answers.find(['c'], 0)?.value).toBe('c');
  });

  it('refuses, after forgetting old changes, to keep anything read before them', async () => {
    const answers = make();
    const mark = answers.mark();
    for (let i = 0; i < 10_001; i++) await answers.changing([`other-${i}`], async () => undefined);
    // other-0's change is no longer remembered on its own, but it was folded into the floor: refused.
    answers.keep(['x'], mark, { cartId: 'other-0', version: 1, value: 'stale' }, 0);
    expect(answers.find(['x'], 0)).toBeNull();
  });

  it('keeps at most maxWeight together (a cart weighs its lines), the oldest going first', () => {
    const answers = new CartAnswers<string>({
      ttlMs: 5_000,
      soleWriter: true,
      now: () => time,
      weigh: (v) => v.length,
      maxWeight: 10,
    });
    answers.keep(['a'], answers.mark(), { cartId: 'a', version: 1, value: 'aaaa' }, 0);
    answers.keep(['b'], answers.mark(), { cartId: 'b', version: 1, value: 'bbbb' }, 0);
    answers.keep(['c'], answers.mark(), { cartId: 'c', version: 1, value: 'cccc' }, 0);
    expect(answers.find(['a'], 0)).toBeNull();
    expect(answers.find(['b'], 0)?.value).toBe('bbbb');
    answers.keep(['huge'], answers.mark(), { cartId: 'huge', version: 1, value: 'x'.repeat(11) }, 0);
    expect(answers.find(['huge'], 0)).toBeNull();
    expect(answers.find(['c'], 0)?.value).toBe('cccc');
    // Replacing an answer and forgetting a changed cart give their weight back.
    answers.keep(['b'], answers.mark(), { cartId: 'b', version: 2, value: 'bb' }, 0);
    answers.keep(['d'], answers.mark(), { cartId: 'd', version: 1, value: 'dddd' }, 0);
    expect([answers.find(['b'], 0)?.value, answers.find(['c'], 0)?.value, answers.find(['d'], 0)?.value]).toEqual([
      'bb',
      'cccc',
      'dddd',
    ]);
  });
});
