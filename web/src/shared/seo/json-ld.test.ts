import { serialiseJsonLd } from './json-ld';

describe('serialiseJsonLd', () => {
  it('cannot close the script element', () => {
    const out = serialiseJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});
