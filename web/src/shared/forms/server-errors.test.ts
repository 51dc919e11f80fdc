import { CombinedGraphQLErrors } from '@apollo/client';
import { callFailure, isUnauthenticated } from './server-errors';

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('callFailure', () => {
  it("keeps the server's localised message, its code and its field messages", () => {
    const failure = callFailure(
      graphQLError('Bitte prüfen Sie Ihre Eingaben.', { code: 'BAD_USER_INPUT', fields: { firstname: 'Pflichtfeld', n: 3 } }),
    );
    expect(failure).toEqual({
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      code: 'BAD_USER_INPUT',
      fields: { firstname: 'Pflichtfeld' },
    });
    expect(callFailure(graphQLError('The email or password is wrong.', { code: 'INVALID_CREDENTIALS' })).message).toBe(
      'The email or password is wrong.',
    );
  });

  it('hides unexpected and network failures behind the generic text (message null)', () => {
    expect(callFailure(graphQLError('TypeError: x is undefined', { code: 'INTERNAL_SERVER_ERROR' })).message).toBeNull();
    expect(callFailure(graphQLError('boom', {})).message).toBeNull();
    // A code outside the table of codes a client is meant to read, whatever its text.
    expect(callFailure(graphQLError('relation "customers" does not exist', { code: 'DB_ERROR' }))).toEqual({
      message: null,
      code: 'DB_ERROR',
      fields: {},
    });
    expect(callFailure(new Error('Failed to fetch'))).toEqual({ message: null, code: null, fields: {} });
  });

  it('recognises a lost session', () => {
    expect(isUnauthenticated(graphQLError("The current customer isn't authorized.", { code: 'UNAUTHENTICATED' }))).toBe(true);
    expect(isUnauthenticated(graphQLError('no', { code: 'NOT_FOUND' }))).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
  });
});
