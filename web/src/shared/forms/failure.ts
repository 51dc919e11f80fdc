import { clientErrorStatus } from '@cadence/server-kit/client-errors';

/**
 * What a failed customer call tells the shopper: the server's message as-is (it is localised and
 * safe), its error code, and per-field messages for BAD_USER_INPUT (`extensions.fields`). A
 * network or unexpected failure has no message: the form shows its own generic text.
 */
export type CallFailure = { message: string | null; code: string | null; fields: Record<string, string> };

/**
 * A refusal as the shopper reads it, from its parts as the gateway or a shim sent them (untrusted
 * shapes): the message only with a code a client is meant to read (server-kit's table, by which the
 * gateway masks the rest and the shims answer), never an unexpected error's text; the string field
 * messages.
 */
export function failureOf(refusal: { code?: unknown; message?: unknown; fields?: unknown } | null | undefined): CallFailure {
  const code = typeof refusal?.code === 'string' ? refusal.code : null;
  const fields: Record<string, string> = {};
  if (refusal?.fields && typeof refusal.fields === 'object') {
    for (const [name, message] of Object.entries(refusal.fields as Record<string, unknown>)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  const expected = code !== null && clientErrorStatus(code) !== undefined;
  return { message: expected && typeof refusal?.message === 'string' ? refusal.message : null, code, fields };
}
