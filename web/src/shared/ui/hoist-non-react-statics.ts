/**
 * hoist-non-react-statics for the browser bundle (next.config.ts aliases the package here). Emotion
 * imports it for `withTheme` only, which the storefront never uses, yet the package and its own
 * copy of react-is (React 16's) came with every page. Same behaviour for the React versions in use:
 * copies a component's own statics onto its wrapper, except those React itself reads.
 */
const REACT_STATICS = [
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
];
const KNOWN_STATICS = ['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity'];
const FORWARD_REF_STATICS = ['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes'];
const MEMO_STATICS = ['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type'];

function staticsOf(component: object): string[] {
  const type = (component as { $$typeof?: symbol }).$$typeof;
  if (type === Symbol.for('react.memo')) return MEMO_STATICS;
  if (type === Symbol.for('react.forward_ref')) return FORWARD_REF_STATICS;
  return REACT_STATICS;
}

export default function hoistNonReactStatics<T extends object>(
  target: T,
  source: object,
  excluded?: Record<PropertyKey, boolean>,
): T {
  if (typeof source === 'string') return target;
  const inherited = Object.getPrototypeOf(source) as object | null;
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, excluded);
  const skip = new Set<PropertyKey>([...KNOWN_STATICS, ...staticsOf(target), ...staticsOf(source)]);
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    // The package looks keys up in plain objects, so Object.prototype's names (constructor,
    // toString, …) count as statics of every kind and are never copied: the same here.
    if (skip.has(key) || (typeof key === 'string' && key in Object.prototype) || excluded?.[key as string]) continue;
    try {
      // Read-only properties stay as they are.
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!);
    } catch {
      // As the package does.
    }
  }
  return target;
}
