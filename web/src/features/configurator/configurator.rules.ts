import type { ConfiguratorSectionKey } from '../../graphql/graphql';
import type { BuildState, ChoiceKey } from '../routing/build-url.rules';

/**
 * What choosing an option also does to another section, as each option of the API says (commerce's
 * rules: configurator.rules choiceEffects): the section is set to `code` (its default code clears
 * it); with `only_when_default`, only while the section is still at its default.
 */
export type ChoiceEffect = { section: `${ConfiguratorSectionKey}`; code: string; only_when_default: boolean };

/** The same text for the same build whatever the order of its choices (a build's identity by content). */
export function buildKey(build: BuildState): string {
  const choices = Object.entries(build.choices)
    .filter(([, code]) => Boolean(code))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([build.frame, build.size, choices]);
}

/**
 * A build with one choice made and the effects of the chosen option applied (a custom colour and a
 * factory colour replace each other, a gradient colour turns the gradient on, ...). Commerce decides
 * the effects and sends them with each option; here they are only applied, as the shopper clicks.
 * A section's default code clears its choice.
 */
export function withChoice(
  build: BuildState,
  key: ChoiceKey,
  code: string,
  defaults: Partial<Record<ChoiceKey, string>>,
  effects: readonly ChoiceEffect[] = [],
): BuildState {
  const choices = { ...build.choices };
  const set = (section: ChoiceKey, value: string) => {
    if (value === defaults[section]) delete choices[section];
    else choices[section] = value;
  };
  set(key, code);
  for (const effect of effects) {
    if (effect.section === 'frame' || effect.section === 'size') continue;
    if (!effect.only_when_default || !choices[effect.section]) set(effect.section, effect.code);
  }
  return { ...build, choices };
}

/**
 * The sections in the groups the API puts them in (paint, components), each group where its first
 * section is and its sections in the API's order: which section is shown where is commerce's.
 */
export function sectionGroups<S extends { group: G }, G extends string>(sections: readonly S[]): { group: G; sections: S[] }[] {
  const groups: { group: G; sections: S[] }[] = [];
  for (const section of sections) {
    const group = groups.find((g) => g.group === section.group);
    if (group) group.sections.push(section);
    else groups.push({ group: section.group, sections: [section] });
  }
  return groups;
}

/** The GraphQL input of a build. */
export function buildInput(build: BuildState): {
  frame: string | null;
  size: string | null;
  choices: { section: ChoiceKey; code: string }[];
} {
  return {
    frame: build.frame,
    size: build.size,
    choices: (Object.entries(build.choices) as [ChoiceKey, string][]).map(([section, code]) => ({ section, code })),
  };
}

// ---------------------------------------------------------------------------------------------
// Size calculator

export type GeometryRow = { size: string; stack: number; reach: number; standover: number };

export type SizeRecommendation = {
  size: string;
  stack: number;
  reach: number;
  standover: number;
  /** What the rider's height and inseam ask of the frame (mm). */
  targetStack: number;
  targetReach: number;
  /** Standover clearance left (mm; negative when no size leaves any). */
  clearance: number;
  /** Whether any size left the minimum clearance (otherwise the smallest was taken). */
  fits: boolean;
};

/** Standover clearance a rider needs over the top tube (mm). */
export const MIN_STANDOVER_CLEARANCE = 20;
/** Riders the calculator answers for (cm). */
export const HEIGHT_RANGE = { min: 120, max: 220 } as const;
export const INSEAM_RANGE = { min: 50, max: 110 } as const;

/**
 * The recommended size from the bike's own geometry: among the sizes whose standover leaves at
 * least 20 mm under the inseam, the one whose stack and reach are closest to what the rider asks
 * for. A 176 cm rider with an average (46.5 %) inside leg is taken to want 580 mm of stack and
 * 384 mm of reach; each cm of height adds 2.8 mm of stack and 0.8 mm of reach, and each cm of leg
 * beyond the average another 4 mm of stack (a taller front). A mm of reach counts twice a mm of
 * stack (sizes differ by about 7 mm of reach and 25 mm of stack).
 */
export function recommendSize(geometry: readonly GeometryRow[], heightCm: number, inseamCm: number): SizeRecommendation | null {
  if (geometry.length === 0) return null;
  if (!(heightCm >= HEIGHT_RANGE.min && heightCm <= HEIGHT_RANGE.max)) return null;
  if (!(inseamCm >= INSEAM_RANGE.min && inseamCm <= INSEAM_RANGE.max)) return null;
  const targetStack = Math.round(580 + (heightCm - 176) * 2.8 + (inseamCm - 0.465 * heightCm) * 4);
  const targetReach = Math.round(384 + (heightCm - 176) * 0.8);
  const inseamMm = inseamCm * 10;
  const fitting = geometry.filter((g) => inseamMm - g.standover >= MIN_STANDOVER_CLEARANCE);
  const score = (g: GeometryRow) => Math.abs(g.stack - targetStack) + 2 * Math.abs(g.reach - targetReach);
  const best = fitting.length
    ? fitting.reduce((a, b) => (score(b) < score(a) ? b : a))
    : geometry.reduce((a, b) => (b.standover < a.standover ? b : a));
  return {
    size: best.size,
    stack: best.stack,
    reach: best.reach,
    standover: best.standover,
    targetStack,
    targetReach,
    clearance: inseamMm - best.standover,
    fits: fitting.length > 0,
  };
}
