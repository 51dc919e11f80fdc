import { parseImageRequest, PRODUCT_IMAGE_KINDS } from './product-image-url.rules';
// The URL's writer is commerce (catalogue images); imported from its source for this contract test only.
import { drawnImageUrl } from '../../../../../commerce/src/shared/media-url';

describe('parseImageRequest', () => {
  const ok = { kind: 'road-bike', colour: 'c8102e', accent: '1a1a1a' };

  it('accepts a full request and returns colours with #', () => {
    expect(parseImageRequest({ ...ok, w: '400', h: '400', fit: 'cover' })).toEqual({
      ok: true,
      format: 'svg',
      spec: { kind: 'road-bike', colour: '#c8102e', accent: '#1a1a1a', width: 400, height: 400, fit: 'cover' },
    });
  });

  it('defaults to 800×600, contain', () => {
    expect(parseImageRequest(ok)).toEqual({
      ok: true,
      format: 'svg',
      spec: { kind: 'road-bike', colour: '#c8102e', accent: '#1a1a1a', width: 800, height: 600, fit: 'contain' },
    });
  });

  it('keeps 4:3 when only one dimension is given (clamped into range)', () => {
    const size = (w?: string, h?: string) => {
      const result = parseImageRequest({ ...ok, w, h });
      return result.ok ? [result.spec.width, result.spec.height] : result.error;
    };
    expect(size('400')).toEqual([400, 300]);
    expect(size(undefined, '300')).toEqual([400, 300]);
    expect(size('401')).toEqual([401, 301]);
    expect(size(undefined, '2400')).toEqual([2400, 2400]);
    expect(size('16')).toEqual([16, 16]);
  });

  it("accepts 'crop' as 'cover' and 'contain' explicitly", () => {
    const fit = (f: string) => {
      const result = parseImageRequest({ ...ok, fit: f });
      return result.ok ? result.spec.fit : result.error;
    };
    expect(fit('crop')).toBe('cover');
    expect(fit('cover')).toBe('cover');
    expect(fit('contain')).toBe('contain');
    expect(parseImageRequest({ ...ok, fit: 'stretch' })).toEqual({ ok: false, error: expect.stringContaining('fit') });
  });

  it.each(['unicycle', '', 'Road-Bike', '__proto__', undefined])('rejects the kind %p', (kind) => {
    expect(parseImageRequest({ ...ok, kind })).toEqual({ ok: false, error: expect.stringContaining('kind') });
  });

  it.each(['zzz', '#c8102e', 'c8102', 'c8102e0', 'red', '', undefined])('rejects the colour %p', (colour) => {
    expect(parseImageRequest({ ...ok, colour })).toEqual({ ok: false, error: expect.stringContaining('colour') });
    expect(parseImageRequest({ ...ok, accent: colour })).toEqual({ ok: false, error: expect.stringContaining('accent') });
  });

  it('accepts upper-case hex and lower-cases it', () => {
    const result = parseImageRequest({ ...ok, colour: 'C8102E' });
    expect(result.ok && result.spec.colour).toBe('#c8102e');
  });

  it.each(['15', '2401', '0', '-400', '400.5', '4e2', ' 400', 'abc', '99999'])('rejects the size %p', (value) => {
    expect(parseImageRequest({ ...ok, w: value })).toEqual({ ok: false, error: expect.stringContaining('w must') });
    expect(parseImageRequest({ ...ok, h: value })).toEqual({ ok: false, error: expect.stringContaining('h must') });
  });

  it.each([
    ['1a1a1a', 'svg'],
    ['1a1a1a.svg', 'svg'],
    ['1a1a1a.webp', 'webp'],
    ['1a1a1a.PNG', 'png'],
  ])('reads the format from the extension of %p', (accent, format) => {
    expect(parseImageRequest({ ...ok, accent })).toMatchObject({ ok: true, format, spec: { accent: '#1a1a1a' } });
  });

  it.each(['1a1a1a.gif', '1a1a1a.', '1a1a1a.svg.webp'])('refuses the file %p', (accent) => {
    expect(parseImageRequest({ ...ok, accent })).toMatchObject({ ok: false });
  });

  it('accepts the limits', () => {
    expect(parseImageRequest({ ...ok, w: '16', h: '2400' })).toMatchObject({ ok: true, spec: { width: 16, height: 2400 } });
  });
});

describe('the URL contract round trip', () => {
  it.each(PRODUCT_IMAGE_KINDS)('a URL commerce makes for %s reads back as the same spec', (kind) => {
    const url = new URL(`${drawnImageUrl({ kind, colour: '#C8102E', accent: '1a1a1a' })}?w=400&fit=cover`, 'http://x');
    const [, , , urlKind, colour, file] = url.pathname.split('/');
    const parsed = parseImageRequest({
      kind: urlKind,
      colour,
      accent: file,
      w: url.searchParams.get('w') ?? undefined,
      h: url.searchParams.get('h') ?? undefined,
      fit: url.searchParams.get('fit') ?? undefined,
    });
    expect(parsed).toEqual({
      ok: true,
      format: 'svg',
      spec: { kind, colour: '#c8102e', accent: '#1a1a1a', width: 400, height: 300, fit: 'cover' },
    });
  });
});
