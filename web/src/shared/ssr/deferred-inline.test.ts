/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deferredInline, collectDeferred, insertDeferred } = require('../../../server/deferred-inline.cjs') as {
  deferredInline: (text: string) => string;
  collectDeferred: <T>(render: () => T) => { result: T; deferred: string[] };
  insertDeferred: (html: string, deferred: string[]) => string | null;
};

const script = (text: string) => `<script id="__NEXT_DATA__" type="application/json">${text}</script>`;

describe('deferredInline (server/deferred-inline.cjs)', () => {
  it('outside a render at once, is the text itself', () => {
    expect(deferredInline('{"page":"/"}')).toBe('{"page":"/"}');
  });

  it('in a render at once, is a token the finished HTML gets the text back in place of, in order', () => {
    const { result, deferred } = collectDeferred(
      () => `<head>${script(deferredInline('{"a":1}'))}</head>${script(deferredInline('{"b":2}'))}`,
    );
    expect(result).not.toContain('"a":1');
    expect(deferred).toEqual(['{"a":1}', '{"b":2}']);
    expect(insertDeferred(result, deferred)).toBe(`<head>${script('{"a":1}')}</head>${script('{"b":2}')}`);
    // Collecting ends with the render, also when it throws.
    expect(deferredInline('x')).toBe('x');
    expect(() =>
      collectDeferred(() => {
        throw new Error('suspended');
      }),
    ).toThrow('suspended');
    expect(deferredInline('x')).toBe('x');
  });

  it('gives null (render again without deferring) when a token is not in the HTML, and never takes a text for a token', () => {
    const { result, deferred } = collectDeferred(() => deferredInline('{"a":1}'));
    expect(insertDeferred('<p>the render dropped it</p>', deferred)).toBeNull();
    // A token's form written by anyone else (a shopper, the catalogue) lacks this process's random key.
    expect(result).toMatch(/^<!--deferred-[0-9a-f-]{36}-0-->$/);
    expect(insertDeferred('<p>&lt;!--deferred-0--&gt;</p><!--deferred-x-0-->', deferred)).toBeNull();
  });

  it('keeps an outer collection when a render at once happens inside another', () => {
    const outer = collectDeferred(() => {
      const first = deferredInline('outer');
      const inner = collectDeferred(() => deferredInline('inner'));
      return first + insertDeferred(inner.result, inner.deferred) + deferredInline('outer again');
    });
    expect(outer.deferred).toEqual(['outer', 'outer again']);
    expect(insertDeferred(outer.result, outer.deferred)).toBe('outerinnerouter again');
  });
});
