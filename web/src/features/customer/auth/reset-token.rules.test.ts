import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import {
  forgetResetToken,
  handedResetToken,
  keepResetToken,
  MAX_RESET_TOKEN,
  REQUEST_ANOTHER_LINK_HREF,
  resetPageStep,
  resetTokenOf,
} from './reset-token.rules';

const TOKEN = 'q3Jk9xV0bL2mN8pR4sT6uW1yZ5aC7eG9hI0jK2lM4nO';
const cookie = { [SHOP_COOKIES.resetToken.name]: TOKEN };

describe('resetTokenOf', () => {
  it('takes a token trimmed, and nothing empty, overlong or not text', () => {
    expect(resetTokenOf(` ${TOKEN} `)).toBe(TOKEN);
    expect(resetTokenOf('x'.repeat(MAX_RESET_TOKEN))).toHaveLength(MAX_RESET_TOKEN);
    expect(resetTokenOf('x'.repeat(MAX_RESET_TOKEN + 1))).toBeNull();
    expect(resetTokenOf('  ')).toBeNull();
    expect(resetTokenOf([TOKEN, TOKEN])).toBeNull();
    expect(resetTokenOf(undefined)).toBeNull();
  });
});

describe('the reset token cookie', () => {
  it('is HttpOnly and Lax for as long as the link works, and removed with the same attributes', () => {
    expect(keepResetToken(TOKEN, true)).toBe(`reset_token=${TOKEN}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(forgetResetToken(false)).toBe('reset_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(handedResetToken(cookie)).toBe(TOKEN);
    expect(handedResetToken({})).toBeNull();
  });
});

describe('resetPageStep', () => {
  it('keeps the link’s token in the cookie and sends the browser on without it', () => {
    expect(resetPageStep({ token: TOKEN }, {}, false)).toEqual({ redirect: true, setCookie: keepResetToken(TOKEN, false) });
    // Not a token: the address is cleaned all the same, and nothing is kept.
    expect(resetPageStep({ token: '' }, {}, false)).toEqual({ redirect: true, setCookie: null });
    expect(resetPageStep({ token: 'x'.repeat(MAX_RESET_TOKEN + 1) }, {}, false)).toEqual({ redirect: true, setCookie: null });
  });

  it('asks for the new password while the token waits, and leaves the cookie (a reload keeps the form)', () => {
    // Found by review: the page read the cookie into its props (__NEXT_DATA__), where any script reads it.
    const step = resetPageStep({}, cookie, true);
    expect(step).toEqual({ redirect: false, hasToken: true });
    expect(JSON.stringify(step)).not.toContain(TOKEN);
    expect(resetPageStep({}, {}, true)).toEqual({ redirect: false, hasToken: false });
  });

  it('forgets the token when the shopper asks for another link', () => {
    expect(REQUEST_ANOTHER_LINK_HREF).toBe('/auth/reset-password/?request=1');
    expect(resetPageStep({ request: '1' }, cookie, true)).toEqual({ redirect: true, setCookie: forgetResetToken(true) });
  });
});
