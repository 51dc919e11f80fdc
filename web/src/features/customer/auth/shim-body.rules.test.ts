import { stringField } from './shim-body.rules';

describe('stringField', () => {
  it('reads a trimmed string field of a JSON body', () => {
    expect(stringField({ email: '  jane@example.com ' }, 'email')).toBe('jane@example.com');
    expect(stringField({ firstName: 'Jane' }, 'firstName')).toBe('Jane');
  });

  it('keeps passwords exactly as typed (spaces are part of a password)', () => {
    expect(stringField({ password: ' Saddle 2026 ' }, 'password')).toBe(' Saddle 2026 ');
    expect(stringField({ newPassword: ' x1 ' }, 'newPassword')).toBe(' x1 ');
  });

  it('answers an empty string for a missing, non-string field or a body that is not an object', () => {
    expect(stringField({ email: 42 }, 'email')).toBe('');
    expect(stringField({}, 'email')).toBe('');
    expect(stringField(undefined, 'email')).toBe('');
    expect(stringField('email=x', 'email')).toBe('');
  });
});
