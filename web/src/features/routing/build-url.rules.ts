/**
 * A build in its URL (`/build-v2/{model}/?size=M&cc=racingRed&pf=matt`; the prefix is routing.rules'
 * BUILD_PREFIX), the address a build is shared and reloaded by. The configurator reads and writes it;
 * personal writes a saved design's share link the same way and checks a guest's stored choices
 * against its sections. So it lives with the other page-kind URLs, below both features.
 */
import type { ConfiguratorSectionKey } from '../../graphql/graphql';

/** Sections a build chooses an option in (the frame and size are given on their own). */
export type ChoiceKey = Exclude<`${ConfiguratorSectionKey}`, 'frame' | 'size'>;

/**
 * A build as the browser holds it: the frame (a child bike's url key, null for the page's own),
 * the size, and the choices that differ from the defaults.
 */
export type BuildState = { frame: string | null; size: string | null; choices: Partial<Record<ChoiceKey, string>> };

/**
 * The short URL parameter of each section: the build lives in the URL as its difference from the
 * defaults (`/build-v2/cgr-ti/?size=M&cc=racingRed&pf=matt`), so a link or a reload shows the same
 * bike and Back undoes the last choice.
 */
export const URL_KEYS: Readonly<Record<ChoiceKey, string>> = {
  frameColor: 'fc',
  customColor: 'cc',
  gradientAngle: 'ga',
  gradientColor: 'gc',
  downTubeLogoColor: 'dl',
  topTubeForkLogoColor: 'tl',
  paintFinish: 'pf',
  paintProtection: 'pp',
  fork: 'fk',
  handlebar: 'hb',
  stem: 'st',
  wheelset: 'wh',
  crank: 'cr',
  powerMeters: 'pm',
  pedals: 'pd',
  saddle: 'sd',
  bags: 'bg',
};

const CHOICE_BY_URL_KEY = new Map(Object.entries(URL_KEYS).map(([k, v]) => [v, k as ChoiceKey]));
const MAX_VALUE = 64;
const one = (v: string | string[] | undefined): string | null => {
  const value = Array.isArray(v) ? v[0] : v;
  return typeof value === 'string' && value !== '' && value.length <= MAX_VALUE ? value : null;
};

/** The build a URL's query describes (unknown parameters and over-long values are ignored). */
export function buildFromQuery(query: Record<string, string | string[] | undefined>): BuildState {
  const choices: BuildState['choices'] = {};
  for (const [param, value] of Object.entries(query)) {
    const key = CHOICE_BY_URL_KEY.get(param);
    const code = one(value);
    if (key && code) choices[key] = code;
  }
  return { frame: one(query.frame), size: one(query.size), choices };
}

/** The URL query of a build: only what differs from the defaults, in a stable order. */
export function queryOfBuild(
  build: BuildState,
  defaults: { frame: string; choices: Partial<Record<ChoiceKey, string>> },
): Record<string, string> {
  const query: Record<string, string> = {};
  if (build.frame && build.frame !== defaults.frame) query.frame = build.frame;
  if (build.size) query.size = build.size;
  for (const [key, param] of Object.entries(URL_KEYS) as [ChoiceKey, string][]) {
    const code = build.choices[key];
    if (code && code !== defaults.choices[key]) query[param] = code;
  }
  return query;
}
