/** A trimmed string field of a shim's JSON body ('' when absent or not a string). Passwords are kept as typed. */
export function stringField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string') return '';
  return /password/i.test(name) ? value : value.trim();
}
