import { serialiseJsonLd } from './json-ld';

describe('serialiseJsonLd', () => {
  it('cannot close the script element', () => {
    const out = serialiseJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('serialiseJsonLd: one-byte text', () => {
  it('writes every character above Latin-1 as its JSON escape, the same data to whoever reads it', () => {
    const data = { name: 'CGR AL 105 – Signal Orange', price: '1.299,00 €', ride: '🚲', plain: 'café £5' };
    const out = serialiseJsonLd(data);
    expect(out).toBe(
      '{"name":"CGR AL 105 \\u2013 Signal Orange","price":"1.299,00 \\u20ac","ride":"\\ud83d\\udeb2","plain":"café £5"}',
    );
    expect([...out].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
    expect(JSON.parse(out)).toEqual(data);
  });
});
