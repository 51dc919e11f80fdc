import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';

/**
 * What of a URL a span may keep: the path and the query's parameter names, never their values (a
 * GraphQL GET carries variables there, a password-reset link its token). The web server follows
 * the same rule (web/server/tracing.cjs).
 */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash < 0 ? undefined : hash);
  return `${url.slice(0, start)}?${redactQuery(query)}`;
}

/** A query string (without its `?`) with every value replaced. */
export function redactQuery(query: string): string {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return `${equals < 0 ? pair : pair.slice(0, equals)}=REDACTED`;
    })
    .join('&');
}

/** Attributes that hold a URL or a request target. */
const URL_ATTRIBUTES = ['url.full', 'http.url', 'http.target'];

/**
 * The span as it may leave the process: URL attributes, the query attribute and the span's name
 * without query values. An untouched span is returned as it is; a changed one is a view over it.
 */
export function scrubSpan(span: ReadableSpan): ReadableSpan {
  const attributes = span.attributes;
  let changed: Record<string, unknown> | undefined;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === 'string' && value.includes('?')) (changed ??= { ...attributes })[key] = withoutQueryValues(value);
  }
  const query = attributes['url.query'];
  if (typeof query === 'string' && query) (changed ??= { ...attributes })['url.query'] = redactQuery(query);
  const name = span.name.includes('?') ? withoutQueryValues(span.name) : span.name;
  if (!changed && name === span.name) return span;
  return Object.create(span, {
    name: { value: name, enumerable: true },
    attributes: { value: changed ?? attributes, enumerable: true },
  }) as ReadableSpan;
}
