/** Values a message template's placeholders are filled from. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Units a `{name:unit}` placeholder may count in (Intl's unit identifiers). */
const UNITS = ['second', 'minute', 'hour', 'day'] as const;
type Unit = (typeof UNITS)[number];

const isUnit = (unit: string): unit is Unit => (UNITS as readonly string[]).includes(unit);

/**
 * Fills a shopper-facing message template in one storefront language (the one rule every message
 * table uses). `{name}` is replaced with `params.name` as is, or as `format` renders it when it
 * returns a text. `{name:unit}` is replaced with the number `params.name` and the unit's word,
 * singular or plural as the language needs: "1 minute" / "15 minutes", "1 Minute" / "15 Minuten",
 * so no template writes a unit's word after a number itself. A placeholder without its param (or
 * with a unit not listed above) is left as written.
 */
export function fillMessage(
  template: string,
  locale: string,
  params: MessageParams = {},
  format?: (name: string, value: string | number) => string | undefined,
): string {
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, unit: string | undefined) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    if (unit !== undefined) return isUnit(unit) ? countOf(Number(value), unit, locale) : whole;
    return format?.(name, value) ?? String(value);
  });
}

/** `count` of `unit` in the language's words ("1 minute", "2 minutes"; "1 Minute", "2 Minuten"). */
export function countOf(count: number, unit: Unit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
