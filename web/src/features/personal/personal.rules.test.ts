import { buildOfDesign, parseGuestDesigns, sharePath } from './personal.rules';

describe('saved designs in a guest browser', () => {
  const design = {
    id: 'local-1',
    name: 'Winter CGR',
    model_url_key: 'cgr-ti',
    frame: 'cgr-ti-105',
    frame_name: 'CGR Ti 105',
    size: 'M',
    choices: [
      { section: 'customColor', code: 'racingRed' },
      { section: 'paintFinish', code: 'matt' },
      { section: 'nonsense', code: 'x' },
    ],
    price_saved: 2949,
    currency_saved: 'GBP',
    created_at: '2026-11-25T20:00:00.000Z',
    drawing: { kind: 'road-bike', paint_hex: '#c1272d', accent_hex: 'javascript:alert(1)', finish: 'matt' },
  };

  it('keeps well-formed designs, drops unknown sections, and never trusts a colour into markup', () => {
    const [parsed] = parseGuestDesigns(JSON.stringify([design, { name: 'no id' }]));
    expect(parsed!.choices.map((c) => c.section)).toEqual(['customColor', 'paintFinish']);
    expect(parsed!.local).toBe(true);
    // An accent that is not a hex colour: the drawing is left out rather than drawn with it.
    expect(parsed!.drawing).toBeNull();
    expect(parseGuestDesigns('[1,2')).toEqual([]);
  });

  it('opens in the configurator by its share link', () => {
    const [parsed] = parseGuestDesigns(JSON.stringify([design]));
    expect(sharePath(parsed!)).toBe('/build-v2/cgr-ti/?frame=cgr-ti-105&size=M&cc=racingRed&pf=matt');
    expect(buildOfDesign(parsed!)).toEqual({
      frame: 'cgr-ti-105',
      size: 'M',
      choices: { customColor: 'racingRed', paintFinish: 'matt' },
    });
  });
});
