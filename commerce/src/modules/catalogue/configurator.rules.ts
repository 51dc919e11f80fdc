import { toMinor } from '../../shared/money';
import { configuratorMessage } from './configurator.messages';
import { optionStockStatus } from './catalogue.rules';
import { sellingPrice } from './price.rules';
import {
  CHOICE_SECTIONS,
  SECTION_IDS,
  type Build,
  type BuildLine,
  type BuildViolation,
  type ChoiceSection,
  type ConfiguratorModel,
  type ConfiguratorOption,
  type BuildDrawing,
  type FrameFacts,
  type PaintFinish,
  type PricedBuild,
  type SectionKey,
  type ViolationKey,
} from './configurator.types';

/** The product families sold through the v2 configurator (spec §9). */
export const CONFIGURATOR_FAMILIES: readonly string[] = ['cgr', 'ultra-grit', 'allgrit', 'gravel'];

/** Whether a bike of this product_family is configured in the v2 configurator. */
export function isConfiguratorFamily(family: string | null | undefined): boolean {
  return !!family && CONFIGURATOR_FAMILIES.includes(family);
}

/** The code of each section's default option: part of the bike as built, so it sells no selection. */
export const DEFAULT_CODES: Record<ChoiceSection, string> = {
  frameColor: 'factory',
  customColor: 'none',
  gradientAngle: 'none',
  gradientColor: 'none',
  downTubeLogoColor: 'factory',
  topTubeForkLogoColor: 'factory',
  paintFinish: 'gloss',
  paintProtection: 'none',
  fork: 'standard',
  handlebar: 'standard',
  stem: 'standard',
  wheelset: 'standard',
  crank: 'standard',
  powerMeters: 'none',
  pedals: 'none',
  saddle: 'standard',
  bags: 'none',
};

/** The angle a gradient is at when its option names none, and the one it turns on at when its colour is chosen first (degrees). */
export const DEFAULT_GRADIENT_ANGLE = 45;

/** Options a section shows before "show more" (spec §9: configurator initial limit 4). */
export const CONFIGURATOR_INITIAL_LIMIT = 4;
/** Codes longer than any the shop issues are not looked up. */
export const MAX_CODE_LENGTH = 64;

const isChoiceSection = (key: string): key is ChoiceSection => (CHOICE_SECTIONS as readonly string[]).includes(key);

/** The section's default option (included in the bike), or null when the model has no such section. */
export function defaultOption(model: ConfiguratorModel, section: ChoiceSection): ConfiguratorOption | null {
  return model.options.find((o) => o.section === section && o.isDefault) ?? null;
}

/** The option of a section with this code, or null. */
export function optionFor(model: ConfiguratorModel, section: ChoiceSection, code: string): ConfiguratorOption | null {
  return model.options.find((o) => o.section === section && o.code === code) ?? null;
}

/** What a build has in a section: its choice when it names one, else the default. */
export function chosenOption(model: ConfiguratorModel, build: Build, section: ChoiceSection): ConfiguratorOption | null {
  const code = build.choices[section];
  return (code === undefined ? null : optionFor(model, section, code)) ?? defaultOption(model, section);
}

/**
 * A build's choices without the defaults and without sections the model does not have: the
 * difference from the defaults is what a URL, a saved design and the cart carry.
 */
export function normaliseBuild(model: ConfiguratorModel, build: Build): Build {
  const choices: Build['choices'] = {};
  for (const [section, code] of Object.entries(build.choices)) {
    if (!isChoiceSection(section) || typeof code !== 'string') continue;
    const def = defaultOption(model, section);
    if (def && def.code === code) continue;
    choices[section] = code;
  }
  return { frame: build.frame, size: build.size || null, choices };
}

/** The paint the frame is drawn in: a custom colour over a factory colour over the frame's own paint. */
export function framePaint(model: ConfiguratorModel, frame: FrameFacts, build: Build): { hex: string; tone: string } {
  for (const section of ['customColor', 'frameColor'] as const) {
    const option = chosenOption(model, build, section);
    if (option && !option.isDefault && option.hex) return { hex: option.hex, tone: option.rules.tone ?? option.code };
  }
  return { hex: frame.paintHex, tone: frame.paintTone };
}

/** The finish a build is painted in (gloss unless matt is chosen). */
export function paintFinish(model: ConfiguratorModel, build: Build): PaintFinish {
  return chosenOption(model, build, 'paintFinish')?.rules.finish ?? 'gloss';
}

/** Whether the build has a gradient (an angle other than "no gradient" is chosen). */
export function hasGradient(model: ConfiguratorModel, build: Build): boolean {
  const angle = chosenOption(model, build, 'gradientAngle');
  return !!angle && !angle.isDefault;
}

/** The angle in degrees a gradient angle option draws at; null for "no gradient" and for other sections. */
export function gradientDegrees(option: ConfiguratorOption): number | null {
  if (option.section !== 'gradientAngle' || option.isDefault) return null;
  return option.rules.angle ?? DEFAULT_GRADIENT_ANGLE;
}

/** The gradient angle option a gradient turns on at: the one at DEFAULT_GRADIENT_ANGLE, else the first offered. */
export function defaultGradientAngle(model: ConfiguratorModel): ConfiguratorOption | null {
  const angles = sectionOptions(model, 'gradientAngle').filter((o) => !o.isDefault);
  return angles.find((o) => gradientDegrees(o) === DEFAULT_GRADIENT_ANGLE) ?? angles[0] ?? null;
}

/**
 * What choosing an option also does to another section: sets it to `code` (its default code clears
 * it); with `onlyWhenDefault`, only while that section is still at its default.
 */
export type ChoiceEffect = { section: ChoiceSection; code: string; onlyWhenDefault: boolean };

/**
 * What choosing `option` does to the rest of a build, so that a click leaves a build the paint
 * rules (paintViolations) accept rather than one they refuse: a custom colour and a factory colour
 * replace each other; a gradient colour chosen with no gradient turns the gradient on at its
 * default angle (defaultGradientAngle); turning the gradient off clears its colour. The storefront
 * applies them as the shopper clicks (each option of the API carries its effects), so a choice
 * needs no round trip and the rules stay here.
 */
export function choiceEffects(model: ConfiguratorModel, option: ConfiguratorOption): ChoiceEffect[] {
  const reset = (section: ChoiceSection): ChoiceEffect[] => {
    const def = defaultOption(model, section);
    return def ? [{ section, code: def.code, onlyWhenDefault: false }] : [];
  };
  switch (option.section) {
    case 'customColor':
      return option.isDefault ? [] : reset('frameColor');
    case 'frameColor':
      return option.isDefault ? [] : reset('customColor');
    case 'gradientColor': {
      const angle = option.isDefault ? null : defaultGradientAngle(model);
      return angle ? [{ section: 'gradientAngle', code: angle.code, onlyWhenDefault: true }] : [];
    }
    case 'gradientAngle':
      return option.isDefault ? reset('gradientColor') : [];
    default:
      return [];
  }
}

/**
 * The paint rules (spec §5 wording): a gradient needs its colour ('Please select a gradient
 * colour'); one frame colour at a time; a gradient colour or a logo colour of the same tone as the
 * paint under it, a gradient colour without a gradient, and a finish the paint does not come in are
 * 'This colour is incompatible with the current selection. Please choose a different colour.'
 */
export function paintViolations(model: ConfiguratorModel, frame: FrameFacts, build: Build): [SectionKey, ViolationKey][] {
  const out: [SectionKey, ViolationKey][] = [];
  const custom = chosenOption(model, build, 'customColor');
  const factory = chosenOption(model, build, 'frameColor');
  if (custom && !custom.isDefault && factory && !factory.isDefault) out.push(['customColor', 'colourIncompatible']);
  const paint = framePaint(model, frame, build);
  const gradient = hasGradient(model, build);
  const gradientColour = chosenOption(model, build, 'gradientColor');
  const hasGradientColour = !!gradientColour && !gradientColour.isDefault;
  if (gradient && !hasGradientColour) out.push(['gradientColor', 'selectGradientColour']);
  if (hasGradientColour && !gradient) out.push(['gradientColor', 'colourIncompatible']);
  if (gradient && hasGradientColour && gradientColour.rules.tone === paint.tone)
    out.push(['gradientColor', 'colourIncompatible']);
  const underDownTube = new Set([paint.tone, ...(gradient && hasGradientColour ? [gradientColour.rules.tone ?? ''] : [])]);
  const downTube = chosenOption(model, build, 'downTubeLogoColor');
  if (downTube && !downTube.isDefault && underDownTube.has(downTube.rules.tone ?? '')) {
    out.push(['downTubeLogoColor', 'colourIncompatible']);
  }
  const topTube = chosenOption(model, build, 'topTubeForkLogoColor');
  if (topTube && !topTube.isDefault && topTube.rules.tone === paint.tone)
    out.push(['topTubeForkLogoColor', 'colourIncompatible']);
  const finish = paintFinish(model, build);
  const paintOption = [custom, factory].find((o) => o && !o.isDefault);
  const finishes = paintOption ? (paintOption.rules.finishes ?? ['gloss', 'matt']) : frame.paintFinishes;
  if (!finishes.includes(finish)) out.push([paintOption?.section ?? 'paintFinish', 'colourIncompatible']);
  return out;
}

/** Component rules: what an option requires of, or excludes in, other sections (a power meter needs a crank it fits). */
export function componentViolations(model: ConfiguratorModel, build: Build): [SectionKey, ViolationKey][] {
  const out: [SectionKey, ViolationKey][] = [];
  for (const section of CHOICE_SECTIONS) {
    const option = chosenOption(model, build, section);
    if (!option || option.isDefault) continue;
    const broken =
      Object.entries(option.rules.requires ?? {}).some(
        ([other, codes]) => !codes.includes(chosenOption(model, build, other as ChoiceSection)?.code ?? ''),
      ) ||
      Object.entries(option.rules.excludes ?? {}).some(([other, codes]) =>
        codes.includes(chosenOption(model, build, other as ChoiceSection)?.code ?? ''),
      );
    if (broken) out.push([section, PAINT_SECTION_KEYS.has(section) ? 'colourIncompatible' : 'componentIncompatible']);
  }
  return out;
}

const PAINT_SECTION_KEYS: ReadonlySet<ChoiceSection> = new Set([
  'frameColor',
  'customColor',
  'gradientColor',
  'downTubeLogoColor',
  'topTubeForkLogoColor',
]);

const violation = (store: string, section: SectionKey, key: ViolationKey): BuildViolation => ({
  section,
  sectionId: SECTION_IDS[section],
  key,
  message: configuratorMessage(store, key),
});

const lineOf = (option: ConfiguratorOption): BuildLine => ({
  section: option.section,
  sectionId: SECTION_IDS[option.section],
  code: option.code,
  label: option.label,
  sku: option.sku,
  price: option.price,
  specialPrice: option.specialPrice,
});

/**
 * Prices a build and finds every rule it breaks, in the storefront's language: the frame must be
 * one of the model's and sold to the shopper, the size one of its sizes and in stock ('Please
 * select a size' when none is chosen), every choice an option of its section and in stock, then
 * the paint and component rules. The total is the frame's selling price plus every option's (the
 * effective price rule), in minor units. `cartItems` is what the cart takes: the size, then the
 * non-default choices as children of it.
 */
export function evaluateBuild(
  store: string,
  model: ConfiguratorModel,
  frames: readonly FrameFacts[],
  requested: Build,
): PricedBuild {
  const violations: BuildViolation[] = [];
  const add = (section: SectionKey, key: ViolationKey) => {
    if (!violations.some((v) => v.section === section && v.key === key)) violations.push(violation(store, section, key));
  };
  const frame = frames.find((f) => f.urlKey === requested.frame) ?? null;
  const build = normaliseBuild(model, requested);
  for (const [section, code] of Object.entries(requested.choices)) {
    if (!isChoiceSection(section) || (code !== undefined && !optionFor(model, section, code))) {
      add(isChoiceSection(section) ? section : 'frame', 'unknownOption');
    }
  }
  if (!frame) {
    add('frame', 'unknownFrame');
    return { build, frame: null, lines: [], totalMinor: 0, regularTotalMinor: 0, violations, cartItems: [] };
  }
  if (!frame.available) add('frame', 'cannotShip');
  const size = build.size === null ? null : (frame.sizes.find((s) => s.value === build.size) ?? null);
  if (build.size === null) add('size', 'selectSize');
  else if (!size) add('size', 'unknownOption');
  else if (optionStockStatus(size) === 'OUT_OF_STOCK') add('size', 'soldOut');

  const lines: BuildLine[] = [
    {
      section: 'frame',
      sectionId: SECTION_IDS.frame,
      code: frame.urlKey,
      label: frame.name,
      sku: size?.sku ?? frame.sku,
      price: frame.price,
      specialPrice: frame.specialPrice,
    },
  ];
  for (const section of CHOICE_SECTIONS) {
    const option = chosenOption(model, build, section);
    if (!option) continue;
    lines.push(lineOf(option));
    if (!option.isDefault && optionStockStatus(option) === 'OUT_OF_STOCK') add(section, 'soldOut');
  }
  for (const [section, key] of paintViolations(model, frame, build)) add(section, key);
  for (const [section, key] of componentViolations(model, build)) add(section, key);

  const totalMinor = lines.reduce((sum, l) => sum + toMinor(sellingPrice(l)), 0);
  const regularTotalMinor = lines.reduce((sum, l) => sum + toMinor(l.price), 0);
  const parentSku = size?.sku ?? null;
  const cartItems = parentSku
    ? [
        { sku: parentSku, parentSku: null },
        ...lines.flatMap((l) => (l.section !== 'frame' && l.sku ? [{ sku: l.sku, parentSku }] : [])),
      ]
    : [];
  return { build, frame, lines, totalMinor, regularTotalMinor, violations, cartItems };
}

/** The options of a section as the configurator lists them: default first, then by position. */
export function sectionOptions(model: ConfiguratorModel, section: ChoiceSection): ConfiguratorOption[] {
  return model.options
    .filter((o) => o.section === section)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.position - b.position);
}

/** How a build is drawn (the saved-designs list draws each design this way). */
export function buildDrawing(model: ConfiguratorModel, frame: FrameFacts, build: Build): BuildDrawing {
  const nonDefault = (section: ChoiceSection) => {
    const option = chosenOption(model, build, section);
    return option && !option.isDefault ? option : null;
  };
  const gradientColour = nonDefault('gradientColor');
  const angle = nonDefault('gradientAngle');
  const gradient = angle && gradientColour;
  return {
    kind: frame.imageKind,
    paintHex: framePaint(model, frame, build).hex,
    accentHex: frame.accentHex,
    gradientHex: gradient ? gradientColour.hex : null,
    gradientAngle: gradient ? gradientDegrees(angle) : null,
    downTubeLogoHex: nonDefault('downTubeLogoColor')?.hex ?? null,
    topTubeLogoHex: nonDefault('topTubeForkLogoColor')?.hex ?? null,
    finish: paintFinish(model, build),
  };
}
