import { buildFromQuery, queryOfBuild, type BuildState } from './build-url.rules';

const defaults = {
  frame: 'cgr-ti-105',
  choices: { paintFinish: 'gloss', crank: 'standard', customColor: 'none', frameColor: 'factory' },
};

describe('a build in the URL', () => {
  it('round-trips through the query as its difference from the defaults', () => {
    const build: BuildState = {
      frame: 'cgr-ti-force-axs',
      size: 'M',
      choices: {
        customColor: 'racingRed',
        paintFinish: 'matt',
        gradientAngle: '45',
        gradientColor: 'lime',
        powerMeters: 'pm-rotor',
      },
    };
    const query = queryOfBuild(build, defaults);
    expect(query).toEqual({
      frame: 'cgr-ti-force-axs',
      size: 'M',
      cc: 'racingRed',
      ga: '45',
      gc: 'lime',
      pf: 'matt',
      pm: 'pm-rotor',
    });
    expect(buildFromQuery(query)).toEqual(build);
  });

  it('leaves defaults and the default frame out', () => {
    expect(
      queryOfBuild({ frame: 'cgr-ti-105', size: null, choices: { paintFinish: 'gloss', crank: 'standard' } }, defaults),
    ).toEqual({});
  });

  it('ignores unknown parameters, repeated ones after the first, and over-long values', () => {
    expect(buildFromQuery({ zz: 'x', pf: ['matt', 'gloss'], cr: 'x'.repeat(65), slug: ['build-v2', 'cgr-ti'] })).toEqual({
      frame: null,
      size: null,
      choices: { paintFinish: 'matt' },
    });
  });
});
