import type { BuildState } from '../routing/build-url.rules';
import { buildInput, buildKey, recommendSize, sectionGroups, withChoice } from './configurator.rules';

describe('a build', () => {
  it('has one key per build, whatever the order of its choices', () => {
    const a = { frame: 'cgr-ti', size: 'M', choices: { customColor: 'racingRed', paintFinish: 'matt' } } as const;
    const b = { frame: 'cgr-ti', size: 'M', choices: { paintFinish: 'matt', customColor: 'racingRed' } } as const;
    expect(buildKey(a)).toBe(buildKey(b));
    expect(buildKey(a)).not.toBe(buildKey({ ...a, size: 'L' }));
    expect(buildKey(a)).not.toBe(buildKey({ ...a, choices: { customColor: 'racingRed' } }));
  });

  it('applies the effects commerce sends with the chosen option, and decides none of its own', () => {
    const codes = { customColor: 'none', frameColor: 'factory', gradientAngle: 'none', gradientColor: 'none' };
    const start: BuildState = { frame: null, size: null, choices: { frameColor: 'tiBlue' } };
    const clearsFactory = [{ section: 'frameColor', code: 'factory', only_when_default: false }] as const;
    expect(withChoice(start, 'customColor', 'racingRed', codes, clearsFactory).choices).toEqual({ customColor: 'racingRed' });
    // Commerce turns a gradient on at its own default angle: the web follows whatever it says.
    const turnsOnAt90 = [{ section: 'gradientAngle', code: '90', only_when_default: true }] as const;
    const gradient = withChoice(start, 'gradientColor', 'lime', codes, turnsOnAt90);
    expect(gradient.choices).toEqual({ frameColor: 'tiBlue', gradientColor: 'lime', gradientAngle: '90' });
    // An angle already chosen is kept; an effect only while at the default does nothing then.
    const tilted = withChoice(start, 'gradientAngle', '135', codes);
    expect(withChoice(tilted, 'gradientColor', 'lime', codes, turnsOnAt90).choices.gradientAngle).toBe('135');
    const clearsColour = [{ section: 'gradientColor', code: 'none', only_when_default: false }] as const;
    expect(withChoice(gradient, 'gradientAngle', 'none', codes, clearsColour).choices).toEqual({ frameColor: 'tiBlue' });
    // No effects, no changes elsewhere: the rules are commerce's.
    expect(withChoice(start, 'customColor', 'racingRed', codes).choices).toEqual({
      frameColor: 'tiBlue',
      customColor: 'racingRed',
    });
    expect(withChoice(start, 'gradientColor', 'lime', codes).choices).toEqual({ frameColor: 'tiBlue', gradientColor: 'lime' });
    expect(withChoice(start, 'frameColor', 'factory', codes).choices).toEqual({});
  });

  it('groups the sections as the API does, in its order', () => {
    const sections = [
      { key: 'frameColor', group: 'paint' },
      { key: 'fork', group: 'components' },
      { key: 'paintFinish', group: 'paint' },
      { key: 'paintProtection', group: 'components' },
    ] as const;
    expect(sectionGroups(sections).map(({ group, sections: s }) => [group, s.map((x) => x.key)])).toEqual([
      ['paint', ['frameColor', 'paintFinish']],
      ['components', ['fork', 'paintProtection']],
    ]);
    expect(sectionGroups([])).toEqual([]);
  });

  it('becomes the GraphQL input', () => {
    expect(buildInput({ frame: 'f', size: 'M', choices: { crank: 'crank-165' } })).toEqual({
      frame: 'f',
      size: 'M',
      choices: [{ section: 'crank', code: 'crank-165' }],
    });
  });
});

describe('size calculator', () => {
  // The all-road profile of the catalogue (XS to XL).
  const geometry = [
    { size: 'XS', stack: 530, reach: 370, standover: 735 },
    { size: 'S', stack: 555, reach: 377, standover: 760 },
    { size: 'M', stack: 580, reach: 384, standover: 785 },
    { size: 'L', stack: 606, reach: 391, standover: 811 },
    { size: 'XL', stack: 631, reach: 398, standover: 836 },
  ];

  it.each([
    [160, 76, 'XS'],
    [168, 78, 'S'],
    [176, 82, 'M'],
    [184, 86, 'L'],
    [194, 92, 'XL'],
  ])('a rider of %i cm with a %i cm inside leg rides %s', (height, inseam, size) => {
    const r = recommendSize(geometry, height, inseam)!;
    expect(r.size).toBe(size);
    expect(r.fits).toBe(true);
    expect(r.clearance).toBeGreaterThanOrEqual(20);
  });

  it('gives the reason in figures', () => {
    expect(recommendSize(geometry, 176, 82)).toEqual({
      size: 'M',
      stack: 580,
      reach: 384,
      standover: 785,
      targetStack: 581,
      targetReach: 384,
      clearance: 35,
      fits: true,
    });
  });

  it('long legs for the height need a taller front: more stack, and never a top tube above the inside leg', () => {
    expect(recommendSize(geometry, 176, 88)!.size).toBe('L');
    // Short legs rule out the sizes whose standover leaves under 20 mm.
    expect(recommendSize(geometry, 184, 82)!.size).toBe('M');
  });

  it('takes the smallest size and says so when none leaves clearance; answers nothing outside the ranges', () => {
    expect(recommendSize(geometry, 150, 70)).toMatchObject({ size: 'XS', fits: false, clearance: -35 });
    expect(recommendSize(geometry, 90, 40)).toBeNull();
    expect(recommendSize(geometry, Number.NaN, 80)).toBeNull();
    expect(recommendSize([], 176, 82)).toBeNull();
  });
});
