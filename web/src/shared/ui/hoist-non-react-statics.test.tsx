import { Component, forwardRef, memo } from 'react';
import original from 'hoist-non-react-statics';
import hoist from './hoist-non-react-statics';

/** The browser bundle's stand-in hoists exactly what the package does (the server still uses the package). */
describe('hoist-non-react-statics stand-in', () => {
  const own = (target: object) =>
    Object.fromEntries(
      [...Object.getOwnPropertyNames(target), ...Object.getOwnPropertySymbols(target).map(String)]
        .filter((k) => !['length', 'name', 'prototype', 'render', '$$typeof', 'compare', 'type'].includes(k))
        .map((k) => {
          const value = (target as Record<string, unknown>)[k];
          return [k, typeof value === 'function' ? `function ${value.name}` : value];
        }),
    );
  const symbol = Symbol('marker');

  function sources() {
    class Base extends Component {
      static inherited = 'from the base class';
    }
    class Source extends Base {
      static displayName = 'Source';
      static defaultProps = { a: 1 };
      static fetchData = () => 'data';
      static [symbol] = 'symbol static';
    }
    const Forwarded = Object.assign(
      forwardRef(() => null),
      { extra: 'forward' },
    );
    const Memoised = Object.assign(
      memo(() => null),
      { extra: 'memo' },
    );
    return [Source, Forwarded, Memoised];
  }
  const targets = () => [function Wrapper() {}, forwardRef(() => null), memo(() => null)];

  it('copies the same statics as the package for classes, forwardRef and memo, in every pairing', () => {
    for (const [s, source] of sources().entries()) {
      for (const [t] of targets().entries()) {
        const ours = hoist(targets()[t]!, sources()[s]!);
        const theirs = original(targets()[t]! as never, sources()[s]! as never);
        expect([s, t, own(ours)]).toEqual([s, t, own(theirs)]);
      }
      expect(source).toBeDefined();
    }
  });

  it('leaves out what the caller excludes', () => {
    const [Source] = sources();
    const wrapper = hoist(function Wrapper() {}, Source!, { fetchData: true });
    expect((wrapper as unknown as { fetchData?: unknown }).fetchData).toBeUndefined();
    expect((wrapper as unknown as { inherited?: unknown }).inherited).toBe('from the base class');
  });
});
