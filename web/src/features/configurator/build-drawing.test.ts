import { drawBuild, drawDesign, drawnPaint, frameKind } from './build-drawing';

const frame = {
  paint_hex: '#a7a9ac',
  accent_hex: '#1b1b1d',
  product: { media_gallery: [{ url: '/media/product/gravel-bike/a7a9ac/1b1b1d.svg' }] },
};
const sections = [
  {
    key: 'customColor',
    options: [
      { code: 'none', label: 'Factory colours', is_default: true },
      { code: 'racingRed', label: 'Racing Red', hex: '#c1272d', is_default: false },
    ],
  },
  {
    key: 'gradientAngle',
    options: [
      { code: 'none', label: 'No gradient', is_default: true },
      { code: '90', label: '90°', angle: 90, is_default: false },
    ],
  },
  {
    key: 'gradientColor',
    options: [
      { code: 'none', label: 'None', is_default: true },
      { code: 'lime', label: 'Zest Lime', hex: '#8cc63f', is_default: false },
    ],
  },
  {
    key: 'paintFinish',
    options: [
      { code: 'gloss', label: 'Gloss', finish: 'gloss', is_default: true },
      { code: 'matt', label: 'Matt', finish: 'matt', is_default: false },
    ],
  },
];

describe('the configured bike drawing', () => {
  it('draws the frame kind of its product image, in the chosen paint with its gradient at its angle', () => {
    expect(frameKind(frame)).toBe('gravel-bike');
    const choices: Record<string, string> = {
      customColor: 'racingRed',
      gradientAngle: '90',
      gradientColor: 'lime',
      paintFinish: 'matt',
    };
    const paint = drawnPaint(sections, (key) => choices[key] ?? 'none');
    expect(paint).toMatchObject({
      colour: { code: 'racingRed' },
      gradient: { angle: 90, colour: { code: 'lime' } },
      finish: 'matt',
    });
    const svg = drawBuild(frame, paint, 'b1');
    expect(svg).toContain('<linearGradient id="b1-gradient"');
    expect(svg).toContain('stop-color="#c1272d"');
    expect(svg).toContain('stop-color="#8cc63f"');
    expect(svg).toContain('url(#b1-gradient)');
    // Matt: no gloss highlight.
    expect(svg).not.toContain('stroke-opacity=".38"');
    expect(drawBuild(frame, { ...paint, finish: 'gloss' }, 'b1')).toContain('stroke-opacity=".38"');
  });

  it('a gradient angle without its colour draws no gradient', () => {
    const paint = drawnPaint(sections, (key) => (key === 'gradientAngle' ? '90' : 'none'));
    expect(paint.gradient).toBeNull();
    expect(drawBuild(frame, paint, 'b2')).not.toContain('linearGradient');
  });

  it('never puts a colour that is not hex into the markup', () => {
    const svg = drawDesign(
      {
        kind: 'not-a-kind',
        paint_hex: '"/><script>alert(1)</script>',
        accent_hex: '#1b1b1d',
        gradient_hex: 'red;x',
        gradient_angle: 45,
        down_tube_logo_hex: null,
        top_tube_logo_hex: null,
        finish: 'matt',
      },
      'd0',
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('red;x');
    expect(svg).toContain('#6b7075');
  });
});
