import type { QueryResults } from './query-key';

/**
 * A page's props are mostly parts of its query answers (a product page's `product` is the product
 * query's `product`), and both travel in the page's JSON (`__NEXT_DATA__`, or `/_next/data` on a
 * client-side navigation): the props for the first render, the answers for the hooks. Sent as
 * they are, a bike page carried its product twice (14 kB of 58 kB). On the server a prop that *is*
 * a part of an answer (the same object, as a loader passes it on) is sent as a reference to it, and
 * `_app` puts the answer back before anything renders, on the server and in the browser.
 *
 * A reference is `{ "$answer": [key, ...path] }`; no GraphQL answer can hold that key (names are
 * `[_A-Za-z][_0-9A-Za-z]*`), so nothing else is ever taken for one.
 */
const REF = '$answer';

/** How deep into the props a shared answer is looked for (`data.product` is at depth 2). */
const MAX_DEPTH = 3;

/** An answer's key, then the field names and item indexes down to the part. */
type AnswerPath = [key: string, ...path: (string | number)[]];
type AnswerRef = { [REF]: AnswerPath };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const isRef = (value: Record<string, unknown>): value is AnswerRef => {
  const ref = value[REF];
  return (
    Array.isArray(ref) &&
    ref.length >= 2 &&
    typeof ref[0] === 'string' &&
    ref.slice(1).every((step) => typeof step === 'string' || typeof step === 'number')
  );
};

/** Rebuilds `value` with `replace` applied to every plain object and array under it (to MAX_DEPTH). */
function mapProps(value: unknown, depth: number, replace: (value: object) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value);
  if (replaced !== value || depth >= MAX_DEPTH) return replaced;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const mapped = mapProps(item, depth + 1, replace);
      changed ||= mapped !== item;
      return mapped;
    });
    return changed ? next : value;
  }
  if (!isPlainObject(value)) return value;
  let next: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const mapped = mapProps(item, depth + 1, replace);
    if (mapped !== item) (next ??= { ...value })[key] = mapped;
  }
  return next ?? value;
}

/** How deep into an answer a prop may come from: a field (`product`) or an item of one (`categoryList[0]`). */
const ANSWER_DEPTH = 2;

/** Every object in the answers down to ANSWER_DEPTH, by identity, with where it is. */
function answerParts(results: QueryResults): Map<object, AnswerPath> {
  const parts = new Map<object, AnswerPath>();
  const visit = (value: unknown, path: AnswerPath, depth: number) => {
    if (value === null || typeof value !== 'object') return;
    if (depth > 0 && !parts.has(value)) parts.set(value, path);
    if (depth >= ANSWER_DEPTH) return;
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index], depth + 1));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key], depth + 1);
  };
  for (const [key, data] of Object.entries(results)) visit(data, [key], 0);
  return parts;
}

/**
 * The page's props with every object that is a part of an answer (by identity: a field, or an
 * item of a field) replaced by a reference to it. Props that are copies, or parts deeper in an
 * answer, stay as they are; the props object itself is not changed.
 */
export function referToAnswers<P extends object>(props: P, results: QueryResults): P {
  const parts = answerParts(results);
  if (parts.size === 0) return props;
  return mapProps(props, 0, (value) => {
    const path = parts.get(value);
    return path ? ({ [REF]: path } satisfies AnswerRef) : value;
  }) as P;
}

/**
 * A page's props as `_app` receives them (the answers under `__QUERY_RESULTS__` beside the
 * page's own, which may refer to them) with the references resolved; the same object when there
 * are none, so a re-render of `_app` keeps the page's props as they were.
 */
export function resolvePageProps<P extends { __QUERY_RESULTS__?: QueryResults }>(pageProps: P): P {
  const results = pageProps.__QUERY_RESULTS__;
  if (!results) return pageProps;
  const resolve = resolver(results);
  let next: P | null = null;
  for (const [key, value] of Object.entries(pageProps)) {
    if (key === '__QUERY_RESULTS__' || key === '_nextI18Next') continue;
    const resolved = mapProps(value, 1, resolve);
    if (resolved !== value) (next ??= { ...pageProps })[key as keyof P] = resolved as P[keyof P];
  }
  return next ?? pageProps;
}

/** One step down an answer: an own field of an object or an item of an array, else nothing. */
function child(container: unknown, step: string | number): unknown {
  if (typeof step === 'number') return Array.isArray(container) ? container[step] : undefined;
  return isPlainObject(container) && Object.hasOwn(container, step) ? container[step] : undefined;
}

function resolver(results: QueryResults | undefined): (value: object) => unknown {
  return (value) => {
    if (!isPlainObject(value) || !isRef(value)) return value;
    const [key, ...path] = value[REF];
    const part = path.reduce<unknown>((container, step) => child(container, step), results?.[key]);
    // Both travel in the same JSON; a reference to something the answers lack is a broken page, said plainly.
    if (part === null || typeof part !== 'object') {
      throw new Error(`Page props refer to an answer the page does not have: ${key} ${path.join('.')}`);
    }
    return part;
  };
}
