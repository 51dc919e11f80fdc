import { drawProduct } from './product-drawing';
import { parseImageRequest, PRODUCT_IMAGE_KINDS, type ProductDrawingSpec } from './product-image-url.rules';

const SVG_NS = 'http://www.w3.org/2000/svg';
const BIKES = ['road-bike', 'gravel-bike', 'endurance-bike', 'e-bike', 'hybrid-bike', 'kids-bike'];

function parse(svg: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement as unknown as SVGSVGElement;
  expect(root.namespaceURI).toBe(SVG_NS);
  expect(root.localName).toBe('svg');
  return root;
}

const spec = (over: Partial<ProductDrawingSpec> = {}): ProductDrawingSpec => ({
  kind: 'road-bike',
  colour: '#c8102e',
  accent: '#1a1a1a',
  width: 800,
  height: 600,
  fit: 'contain',
  ...over,
});

describe('drawProduct', () => {
  it('knows every kind the catalogue needs', () => {
    expect(PRODUCT_IMAGE_KINDS).toHaveLength(30);
    expect(new Set(PRODUCT_IMAGE_KINDS).size).toBe(PRODUCT_IMAGE_KINDS.length);
    expect(PRODUCT_IMAGE_KINDS).toEqual(
      expect.arrayContaining([...BIKES, 'helmet', 'computer', 'battery', 'computer-mount', 'part']),
    );
  });

  describe.each(PRODUCT_IMAGE_KINDS.map((kind) => [kind]))('%s', (kind) => {
    it('is a well-formed, self-contained SVG at the requested size (contain)', () => {
      const svg = drawProduct(spec({ kind, colour: '#2f5d50', accent: '#e0a526', width: 400, height: 300 }));
      const root = parse(svg);
      expect(root.getAttribute('xmlns')).toBe(SVG_NS);
      expect(root.getAttribute('width')).toBe('400');
      expect(root.getAttribute('height')).toBe('300');
      expect(root.getAttribute('viewBox')).toBe('0 0 800 600');
      expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
      // A light neutral background first, then a real drawing.
      const background = root.firstElementChild!;
      expect(background.localName).toBe('rect');
      expect(background.getAttribute('fill')).toBe('#f3f2ef');
      expect(root.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(5);
      // Nothing active, nothing fetched, no text.
      expect(root.querySelectorAll('script, text, image, foreignObject, use, a, style')).toHaveLength(0);
      expect(svg).not.toMatch(/href|url\(|on[a-z]+=|NaN|undefined|Infinity/i);
    });

    it('slices for cover and is deterministic', () => {
      const cover = drawProduct(spec({ kind, width: 300, height: 300, fit: 'cover' }));
      const root = parse(cover);
      expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
      expect(root.getAttribute('width')).toBe('300');
      expect(root.getAttribute('height')).toBe('300');
      expect(drawProduct(spec({ kind, width: 300, height: 300, fit: 'cover' }))).toBe(cover);
    });
  });

  it.each(BIKES)('paints the %s frame in its colour, details in the accent, under 6 KB', (kind) => {
    const svg = drawProduct(spec({ kind, colour: '#c8102e', accent: '#e0a526' }));
    expect(svg).toContain('stroke="#c8102e"');
    expect(svg).toContain('#e0a526');
    expect(svg.length).toBeLessThan(6 * 1024);
  });

  it('draws accessories in their colour too', () => {
    for (const kind of PRODUCT_IMAGE_KINDS.filter((k) => !BIKES.includes(k))) {
      expect(drawProduct(spec({ kind, colour: '#123456', accent: '#abcdef' }))).toContain('#123456');
    }
  });

  it('gives every kind its own drawing and tells bikes apart', () => {
    const drawings = PRODUCT_IMAGE_KINDS.map((kind) => drawProduct(spec({ kind })));
    expect(new Set(drawings).size).toBe(PRODUCT_IMAGE_KINDS.length);
  });

  it.each(['battery', 'computer-mount'])('draws the seeded kind %s itself, not the generic part', (kind) => {
    const drawing = drawProduct(spec({ kind, colour: '#123456', accent: '#abcdef' }));
    expect(drawing).not.toBe(drawProduct(spec({ kind: 'part', colour: '#123456', accent: '#abcdef' })));
    expect(drawing).toContain('#abcdef');
    expect(drawing.length).toBeLessThan(6 * 1024);
    expect(parseImageRequest({ kind, colour: '123456', accent: 'abcdef' })).toMatchObject({ ok: true, spec: { kind } });
  });

  it('falls back to the generic part for an unknown kind, never throwing', () => {
    const part = drawProduct(spec({ kind: 'part' }));
    expect(drawProduct(spec({ kind: 'unicycle' }))).toBe(part);
    expect(drawProduct(spec({ kind: '' }))).toBe(part);
    expect(drawProduct(spec({ kind: 'constructor' }))).toBe(part);
    expect(drawProduct(spec({ kind: '__proto__' }))).toBe(part);
  });

  it('never lets a bad colour or size into the markup', () => {
    const svg = drawProduct(spec({ colour: '"/><script>alert(1)</script>', accent: 'red', width: Number.NaN, height: 99999 }));
    const root = parse(svg);
    expect(svg).not.toContain('script');
    expect(root.getAttribute('width')).toBe('800');
    expect(root.getAttribute('height')).toBe('2400');
    expect(drawProduct(spec({ colour: 'C8102E' }))).toBe(drawProduct(spec({ colour: '#c8102e' })));
  });
});
