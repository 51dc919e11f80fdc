import {
  choiceEffects,
  CONFIGURATOR_INITIAL_LIMIT,
  DEFAULT_CODES,
  DEFAULT_GRADIENT_ANGLE,
  defaultGradientAngle,
  evaluateBuild,
  framePaint,
  defaultOption,
  isConfiguratorFamily,
  normaliseBuild,
  optionFor,
  sectionOptions,
} from './configurator.rules';
import {
  CHOICE_SECTIONS,
  SECTION_GROUP,
  SECTION_GROUPS,
  SECTION_IDS,
  type Build,
  type ChoiceSection,
  type ConfiguratorModel,
  type ConfiguratorOption,
  type FrameFacts,
  type OptionRules,
} from './configurator.types';

const COLOUR_MESSAGE = 'This colour is incompatible with the current selection. Please choose a different colour.';

let position = 0;
const option = (
  section: ChoiceSection,
  code: string,
  price = 0,
  rules: OptionRules = {},
  extra: Partial<ConfiguratorOption> = {},
): ConfiguratorOption => ({
  section,
  code,
  selectionId: ++position,
  sku: `BBOPT-${code.toUpperCase()}`,
  label: code,
  hex: '#123456',
  price,
  specialPrice: null,
  stockQty: null,
  isDefault: false,
  position,
  rules,
  ...extra,
});
const defaults = CHOICE_SECTIONS.map((section): ConfiguratorOption => ({
  ...option(section, DEFAULT_CODES[section], 0, section === 'paintFinish' ? { finish: 'gloss' } : {}),
  selectionId: null,
  sku: null,
  isDefault: true,
  position: -1,
}));

const model: ConfiguratorModel = {
  modelUrlKey: 'cgr-ti',
  family: 'cgr',
  options: [
    ...defaults,
    option('frameColor', 'tiBlue', 0, { tone: 'titanium', finishes: ['gloss', 'matt'] }, { sku: 'BBCOLOUR-CGR-TI-TI-BLUE' }),
    option('frameColor', 'pearl', 0, { tone: 'white', finishes: ['gloss'] }, { sku: 'BBCOLOUR-CGR-TI-PEARL' }),
    option('customColor', 'racingRed', 150, { tone: 'red', finishes: ['gloss', 'matt'] }, { sku: 'BBCOLOUR-RACING-RED' }),
    option('gradientAngle', '45', 120, { angle: 45 }, { specialPrice: 95 }),
    option('gradientColor', 'lime', 0, { tone: 'green' }),
    option('gradientColor', 'stealth', 0, { tone: 'black' }),
    option('downTubeLogoColor', 'white', 0, { tone: 'white' }),
    option('downTubeLogoColor', 'green', 0, { tone: 'green' }),
    option('downTubeLogoColor', 'red', 0, { tone: 'red' }),
    option('topTubeForkLogoColor', 'red', 0, { tone: 'red' }),
    option('topTubeForkLogoColor', 'black', 0, { tone: 'black' }),
    option('paintFinish', 'matt', 60, { finish: 'matt' }, { specialPrice: 45 }),
    option('crank', 'crank-rotor', 429),
    option('crank', 'crank-165', 0),
    option('powerMeters', 'pm-4iiii', 299, { excludes: { crank: ['crank-rotor'] } }),
    option('powerMeters', 'pm-rotor', 449, { requires: { crank: ['crank-rotor'] } }, { stockQty: 3 }),
    option('powerMeters', 'pm-assioma', 549, { requires: { pedals: ['none'] } }),
    option('pedals', 'pedal-spd-sl', 59),
    option('wheelset', 'wheel-carbon-50', 899, {}, { stockQty: 0 }),
    option('handlebar', 'bar-a', 1),
    option('handlebar', 'bar-b', 2),
    option('handlebar', 'bar-c', 3),
    option('handlebar', 'bar-d', 4),
    option('handlebar', 'bar-e', 5),
  ],
};

const frame: FrameFacts = {
  productId: 7,
  imageKind: 'road-bike',
  urlKey: 'cgr-ti-105',
  sku: 'CGR-TI-105',
  name: 'CGR Ti 105',
  price: 2799,
  specialPrice: null,
  available: true,
  leadTimeDays: 10,
  paintHex: '#a7a9ac',
  accentHex: '#1b1b1d',
  paintTone: 'titanium',
  paintFinishes: ['gloss', 'matt'],
  sizes: [
    { value: 'M', label: 'M', sku: 'CGR-TI-105-M', stockQty: 4 },
    { value: 'XL', label: 'XL', sku: 'CGR-TI-105-XL', stockQty: 0 },
  ],
};

const price = (choices: Partial<Record<ChoiceSection, string>>, size: string | null = 'M', store = 'en-GB') =>
  evaluateBuild(store, model, [frame], { frame: 'cgr-ti-105', size, choices });
const messages = (choices: Partial<Record<ChoiceSection, string>>, size: string | null = 'M') =>
  price(choices, size).violations.map((v) => `${v.section}: ${v.message}`);

describe('configurator rules', () => {
  it('keeps the spec section ids, crank and power meters sharing 65 (spec §9)', () => {
    expect(SECTION_IDS).toMatchObject({
      frame: 1,
      size: 1,
      fork: 2,
      customColor: -1,
      crank: 65,
      powerMeters: 65,
      paintFinish: 57,
    });
    expect(SECTION_IDS.topTubeForkLogoColor).toBe(62);
    expect(CONFIGURATOR_INITIAL_LIMIT).toBe(4);
  });

  it('knows the four configurator families (spec §9)', () => {
    expect(['cgr', 'ultra-grit', 'allgrit', 'gravel'].every(isConfiguratorFamily)).toBe(true);
    expect(isConfiguratorFamily('road')).toBe(false);
    expect(isConfiguratorFamily(undefined)).toBe(false);
  });

  it('prices the default build as the frame alone and sends only the size to the cart', () => {
    const priced = price({});
    expect(priced.violations).toEqual([]);
    expect(priced.totalMinor).toBe(279900);
    expect(priced.cartItems).toEqual([{ sku: 'CGR-TI-105-M', parentSku: null }]);
  });

  it('adds every option at its selling price (special prices apply) and keeps the regular total', () => {
    const priced = price({
      gradientAngle: '45',
      gradientColor: 'lime',
      paintFinish: 'matt',
      crank: 'crank-rotor',
      powerMeters: 'pm-rotor',
    });
    expect(priced.violations).toEqual([]);
    expect(priced.totalMinor).toBe((2799 + 95 + 45 + 429 + 449) * 100);
    expect(priced.regularTotalMinor).toBe((2799 + 120 + 60 + 429 + 449) * 100);
    expect(priced.cartItems.map((i) => i.sku)).toEqual([
      'CGR-TI-105-M',
      'BBOPT-45',
      'BBOPT-LIME',
      'BBOPT-MATT',
      'BBOPT-CRANK-ROTOR',
      'BBOPT-PM-ROTOR',
    ]);
    expect(priced.cartItems.slice(1).every((i) => i.parentSku === 'CGR-TI-105-M')).toBe(true);
  });

  it("asks for a size with the spec's wording, and refuses a sold-out one", () => {
    expect(messages({}, null)).toEqual(['size: Please select a size']);
    expect(messages({}, 'XL')).toEqual(['size: Currently sold out']);
    expect(price({}, null, 'de-DE').violations[0]!.message).toBe('Bitte wählen Sie eine Größe');
  });

  it('asks for a gradient colour when a gradient has none (spec §5 wording)', () => {
    expect(messages({ gradientAngle: '45' })).toEqual(['gradientColor: Please select a gradient colour']);
    expect(price({ gradientAngle: '45' }, 'M', 'de-DE').violations[0]!.message).toBe('Bitte wählen Sie eine Verlaufsfarbe');
  });

  it('refuses colours the rules forbid with the spec wording', () => {
    // A logo colour of the same tone as the paint under it.
    expect(messages({ customColor: 'racingRed', downTubeLogoColor: 'red' })).toEqual([`downTubeLogoColor: ${COLOUR_MESSAGE}`]);
    expect(messages({ customColor: 'racingRed', topTubeForkLogoColor: 'red' })).toEqual([
      `topTubeForkLogoColor: ${COLOUR_MESSAGE}`,
    ]);
    // The down tube also carries the gradient colour.
    expect(messages({ gradientAngle: '45', gradientColor: 'lime', downTubeLogoColor: 'green' })).toEqual([
      `downTubeLogoColor: ${COLOUR_MESSAGE}`,
    ]);
    // A gradient colour without a gradient, or in the frame's own tone.
    expect(messages({ gradientColor: 'lime' })).toEqual([`gradientColor: ${COLOUR_MESSAGE}`]);
    expect(messages({ customColor: 'racingRed', frameColor: 'tiBlue' })).toEqual([`customColor: ${COLOUR_MESSAGE}`]);
    // A finish the paint does not come in.
    expect(messages({ frameColor: 'pearl', paintFinish: 'matt' })).toEqual([`frameColor: ${COLOUR_MESSAGE}`]);
    expect(messages({ frameColor: 'pearl' })).toEqual([]);
    expect(messages({ customColor: 'racingRed', downTubeLogoColor: 'white', topTubeForkLogoColor: 'black' })).toEqual([]);
  });

  it('a power meter needs a crank it fits; pedal power meters are the pedals', () => {
    const component = 'This option is incompatible with the current selection. Please choose a different option.';
    expect(messages({ powerMeters: 'pm-rotor' })).toEqual([`powerMeters: ${component}`]);
    expect(messages({ powerMeters: 'pm-rotor', crank: 'crank-rotor' })).toEqual([]);
    expect(messages({ powerMeters: 'pm-4iiii', crank: 'crank-rotor' })).toEqual([`powerMeters: ${component}`]);
    expect(messages({ powerMeters: 'pm-4iiii', crank: 'crank-165' })).toEqual([]);
    expect(messages({ powerMeters: 'pm-assioma', pedals: 'pedal-spd-sl' })).toEqual([`powerMeters: ${component}`]);
  });

  it('refuses options out of stock and codes the model does not have', () => {
    expect(messages({ wheelset: 'wheel-carbon-50' })).toEqual(['wheelset: Currently sold out']);
    expect(messages({ handlebar: 'bar-unknown' })).toEqual(['handlebar: This option is not available for this bike.']);
    expect(
      evaluateBuild('en-GB', model, [frame], { frame: 'nope', size: 'M', choices: {} }).violations.map((v) => v.key),
    ).toEqual(['unknownFrame']);
  });

  it('normalises a build to its difference from the defaults', () => {
    expect(normaliseBuild(model, { frame: 'x', size: '', choices: { paintFinish: 'gloss', crank: 'crank-165' } })).toEqual({
      frame: 'x',
      size: null,
      choices: { crank: 'crank-165' },
    });
  });

  it('draws the custom colour over the factory one over the frame paint', () => {
    expect(framePaint(model, frame, { frame: frame.urlKey, size: null, choices: {} })).toEqual({
      hex: '#a7a9ac',
      tone: 'titanium',
    });
    expect(framePaint(model, frame, { frame: frame.urlKey, size: null, choices: { customColor: 'racingRed' } }).tone).toBe('red');
  });

  it('groups the sections as the configurator shows them: the paint, then the components', () => {
    expect(SECTION_GROUPS).toEqual(['paint', 'components']);
    const paint = CHOICE_SECTIONS.filter((s) => SECTION_GROUP[s] === 'paint');
    expect(paint).toEqual([
      'frameColor',
      'customColor',
      'gradientAngle',
      'gradientColor',
      'downTubeLogoColor',
      'topTubeForkLogoColor',
      'paintFinish',
      'paintProtection',
    ]);
    // Each group is one run of CHOICE_SECTIONS, in SECTION_GROUPS order.
    const runs = CHOICE_SECTIONS.map((s) => SECTION_GROUP[s]).filter((g, i, all) => g !== all[i - 1]);
    expect(runs).toEqual(SECTION_GROUPS);
  });

  it('lists a section default first, then by position', () => {
    const bars = sectionOptions(model, 'handlebar').map((o) => o.code);
    expect(bars).toEqual(['standard', 'bar-a', 'bar-b', 'bar-c', 'bar-d', 'bar-e']);
  });
});

/**
 * A build with one choice made and the chosen option's effects (choiceEffects) applied, as a
 * client applies them (the storefront's withChoice): the default code clears a choice; an effect
 * marked onlyWhenDefault applies only while its section is at its default.
 */
function applyChoice(model: ConfiguratorModel, build: Build, section: ChoiceSection, code: string): Build {
  const choices = { ...normaliseBuild(model, build).choices };
  const set = (s: ChoiceSection, c: string) => {
    if (defaultOption(model, s)?.code === c) delete choices[s];
    else choices[s] = c;
  };
  set(section, code);
  const option = optionFor(model, section, code);
  for (const effect of option ? choiceEffects(model, option) : []) {
    if (!effect.onlyWhenDefault || choices[effect.section] === undefined) set(effect.section, effect.code);
  }
  return { ...build, choices };
}

describe('a choice and what it does to the rest of the build', () => {
  const start: Build = { frame: 'cgr-ti-105', size: 'M', choices: { frameColor: 'tiBlue' } };
  const choose = (build: Build, section: ChoiceSection, code: string) => applyChoice(model, build, section, code);
  const effects = (section: ChoiceSection, code: string) =>
    choiceEffects(
      model,
      model.options.find((o) => o.section === section && o.code === code)!,
    );

  it('a custom colour and a factory colour replace each other', () => {
    expect(choose(start, 'customColor', 'racingRed')).toEqual({ ...start, choices: { customColor: 'racingRed' } });
    expect(choose({ ...start, choices: { customColor: 'racingRed' } }, 'frameColor', 'pearl').choices).toEqual({
      frameColor: 'pearl',
    });
    expect(effects('customColor', 'racingRed')).toEqual([{ section: 'frameColor', code: 'factory', onlyWhenDefault: false }]);
    // Back to the defaults: nothing else changes.
    expect(choose(start, 'frameColor', 'factory').choices).toEqual({});
    expect(choose(start, 'customColor', 'none').choices).toEqual({ frameColor: 'tiBlue' });
  });

  it('a gradient colour chosen first turns the gradient on at its default angle; no gradient clears its colour', () => {
    expect(DEFAULT_GRADIENT_ANGLE).toBe(45);
    expect(defaultGradientAngle(model)!.code).toBe('45');
    const gradient = choose(start, 'gradientColor', 'lime');
    expect(gradient.choices).toEqual({ frameColor: 'tiBlue', gradientColor: 'lime', gradientAngle: '45' });
    expect(effects('gradientColor', 'lime')).toEqual([{ section: 'gradientAngle', code: '45', onlyWhenDefault: true }]);
    // An angle already chosen is kept.
    const at90: ConfiguratorModel = { ...model, options: [...model.options, option('gradientAngle', '90', 120, { angle: 90 })] };
    const tilted = applyChoice(at90, start, 'gradientAngle', '90');
    expect(applyChoice(at90, tilted, 'gradientColor', 'stealth').choices).toMatchObject({ gradientAngle: '90' });
    expect(choose(gradient, 'gradientAngle', 'none').choices).toEqual({ frameColor: 'tiBlue' });
    expect(effects('gradientAngle', 'none')).toEqual([{ section: 'gradientColor', code: 'none', onlyWhenDefault: false }]);
    expect(effects('gradientAngle', '45')).toEqual([]);
  });

  it('turns a gradient on at the first angle offered when the model has none at the default angle', () => {
    const without45: ConfiguratorModel = {
      ...model,
      options: [
        ...model.options.filter((o) => !(o.section === 'gradientAngle' && o.code === '45')),
        option('gradientAngle', '135', 120, { angle: 135 }),
        option('gradientAngle', '0', 120, { angle: 0 }),
      ],
    };
    expect(applyChoice(without45, start, 'gradientColor', 'lime').choices.gradientAngle).toBe('135');
  });

  it('leaves a build the paint rules accept where the choice alone would break them', () => {
    expect(messages({ frameColor: 'tiBlue', customColor: 'racingRed' })).not.toEqual([]);
    expect(messages(choose(start, 'customColor', 'racingRed').choices)).toEqual([]);
    expect(messages({ gradientColor: 'lime' })).not.toEqual([]);
    expect(messages(choose(start, 'gradientColor', 'lime').choices)).toEqual([]);
    const gradient = choose(start, 'gradientColor', 'lime');
    expect(messages({ ...gradient.choices, gradientAngle: 'none' })).not.toEqual([]);
    expect(messages(choose(gradient, 'gradientAngle', 'none').choices)).toEqual([]);
  });

  it('keeps a code the section does not offer as given, with no effects', () => {
    expect(choose(start, 'customColor', 'nope').choices).toEqual({ frameColor: 'tiBlue', customColor: 'nope' });
  });
});
