import { bi, type Bi, type GeometryRow, type SizeGuideRow } from './types';

/**
 * Frame geometry by family type. Lengths are given for the smallest and largest size and
 * interpolated in between (rounded to whole millimetres); angles and BB drop are listed per size.
 * Size guides give rider heights in cm, contiguous (each size starts 1 cm above the previous).
 */
export type SizeDef = { value: string; label: Bi; byCode: string };

type Range = [smallest: number, largest: number];

export type GeometryProfile = {
  sizes: SizeDef[];
  /** Rider heights: the first size's minimum, then each size's maximum. */
  heights: number[];
  stack: Range;
  reach: Range;
  seatTube: Range;
  topTube: Range;
  headAngle: number[];
  seatAngle: number[];
  wheelbase: Range;
  chainstay: Range;
  bbDrop: number[];
  standover: Range;
  /** The size a weight is quoted for and selected by default. */
  reference: string;
};

const letter = (...values: string[]): SizeDef[] => values.map((v) => ({ value: v, label: bi(v, v), byCode: v.toLowerCase() }));
const cm = (...values: number[]): SizeDef[] =>
  values.map((v) => ({ value: String(v), label: bi(`${v} cm`, `${v} cm`), byCode: String(v) }));
const wheel = (...values: number[]): SizeDef[] =>
  values.map((v) => ({ value: `${v}in`, label: bi(`${v}" wheels`, `${v} Zoll`), byCode: `${v}-inch` }));

const ROAD_SIZES = cm(47, 50, 53, 56, 58, 61);
const ROAD_HEIGHTS = [152, 161, 168, 175, 182, 189, 198];
const LETTER_5 = letter('XS', 'S', 'M', 'L', 'XL');
const LETTER_5_HEIGHTS = [150, 160, 169, 178, 187, 198];
const LETTER_4 = letter('S', 'M', 'L', 'XL');
const LETTER_4_HEIGHTS = [158, 168, 177, 186, 198];

export const PROFILES = {
  race: {
    sizes: ROAD_SIZES,
    heights: ROAD_HEIGHTS,
    reference: '56',
    stack: [498, 601],
    reach: [372, 405],
    seatTube: [450, 590],
    topTube: [508, 589],
    headAngle: [71.0, 71.5, 72.5, 73.0, 73.3, 73.5],
    seatAngle: [74.5, 74.0, 73.5, 73.5, 73.0, 73.0],
    wheelbase: [972, 1012],
    chainstay: [408, 408],
    bbDrop: [72, 72, 70, 70, 70, 68],
    standover: [722, 842],
  },
  endurance: {
    sizes: ROAD_SIZES,
    heights: ROAD_HEIGHTS,
    reference: '56',
    stack: [532, 641],
    reach: [365, 395],
    seatTube: [460, 600],
    topTube: [510, 592],
    headAngle: [70.5, 71.0, 71.5, 72.0, 72.5, 72.8],
    seatAngle: [74.5, 74.0, 73.5, 73.5, 73.0, 73.0],
    wheelbase: [985, 1035],
    chainstay: [415, 415],
    bbDrop: [75, 75, 72, 72, 72, 70],
    standover: [725, 845],
  },
  allRoad: {
    sizes: LETTER_5,
    heights: LETTER_5_HEIGHTS,
    reference: 'M',
    stack: [530, 631],
    reach: [370, 398],
    seatTube: [470, 600],
    topTube: [510, 590],
    headAngle: [70.5, 71.0, 71.5, 72.0, 72.5],
    seatAngle: [74.5, 74.0, 73.5, 73.5, 73.0],
    wheelbase: [990, 1038],
    chainstay: [420, 420],
    bbDrop: [74, 74, 72, 72, 72],
    standover: [730, 850],
  },
  gravelRace: {
    sizes: LETTER_5,
    heights: LETTER_5_HEIGHTS,
    reference: 'M',
    stack: [530, 632],
    reach: [372, 402],
    seatTube: [460, 590],
    topTube: [520, 600],
    headAngle: [70.5, 71.0, 71.5, 71.75, 72.0],
    seatAngle: [74.5, 74.0, 73.5, 73.5, 73.0],
    wheelbase: [1000, 1050],
    chainstay: [420, 420],
    bbDrop: [72, 72, 72, 70, 70],
    standover: [735, 845],
  },
  adventure: {
    sizes: LETTER_5,
    heights: LETTER_5_HEIGHTS,
    reference: 'M',
    stack: [545, 650],
    reach: [365, 395],
    seatTube: [450, 580],
    topTube: [520, 605],
    headAngle: [69.5, 70.0, 70.5, 71.0, 71.0],
    seatAngle: [74.0, 74.0, 73.5, 73.5, 73.0],
    wheelbase: [1020, 1080],
    chainstay: [435, 435],
    bbDrop: [70, 70, 70, 70, 70],
    standover: [720, 830],
  },
  eRoad: {
    sizes: LETTER_4,
    heights: LETTER_4_HEIGHTS,
    reference: 'M',
    stack: [555, 625],
    reach: [375, 398],
    seatTube: [500, 590],
    topTube: [530, 590],
    headAngle: [71.0, 71.5, 72.0, 72.5],
    seatAngle: [74.0, 73.5, 73.5, 73.0],
    wheelbase: [1005, 1040],
    chainstay: [425, 425],
    bbDrop: [72, 72, 72, 70],
    standover: [760, 840],
  },
  eGravel: {
    sizes: LETTER_4,
    heights: LETTER_4_HEIGHTS,
    reference: 'M',
    stack: [565, 640],
    reach: [378, 405],
    seatTube: [480, 570],
    topTube: [540, 600],
    headAngle: [70.5, 71.0, 71.0, 71.5],
    seatAngle: [74.0, 73.5, 73.5, 73.0],
    wheelbase: [1030, 1070],
    chainstay: [435, 435],
    bbDrop: [70, 70, 70, 70],
    standover: [750, 830],
  },
  hybrid: {
    sizes: LETTER_4,
    heights: LETTER_4_HEIGHTS,
    reference: 'M',
    stack: [575, 660],
    reach: [380, 410],
    seatTube: [430, 560],
    topTube: [560, 630],
    headAngle: [70.0, 70.5, 71.0, 71.0],
    seatAngle: [74.0, 73.5, 73.5, 73.0],
    wheelbase: [1040, 1095],
    chainstay: [445, 445],
    bbDrop: [65, 65, 65, 65],
    standover: [720, 830],
  },
  eHybrid: {
    sizes: LETTER_4,
    heights: LETTER_4_HEIGHTS,
    reference: 'M',
    stack: [590, 670],
    reach: [385, 412],
    seatTube: [440, 560],
    topTube: [570, 635],
    headAngle: [69.5, 70.0, 70.5, 70.5],
    seatAngle: [74.0, 73.5, 73.5, 73.0],
    wheelbase: [1070, 1120],
    chainstay: [465, 465],
    bbDrop: [60, 60, 60, 60],
    standover: [730, 835],
  },
  balance: {
    sizes: wheel(12, 14),
    heights: [85, 100, 112],
    reference: '12in',
    stack: [300, 340],
    reach: [230, 260],
    seatTube: [200, 240],
    topTube: [330, 370],
    headAngle: [68.0, 68.5],
    seatAngle: [72.0, 72.0],
    wheelbase: [600, 660],
    chainstay: [230, 250],
    bbDrop: [0, 0],
    standover: [290, 330],
  },
  kidsSmall: {
    sizes: wheel(16, 20),
    heights: [105, 120, 135],
    reference: '20in',
    stack: [390, 450],
    reach: [280, 315],
    seatTube: [220, 280],
    topTube: [400, 460],
    headAngle: [69.0, 70.0],
    seatAngle: [72.0, 73.0],
    wheelbase: [740, 860],
    chainstay: [300, 340],
    bbDrop: [5, 15],
    standover: [450, 540],
  },
  kidsLarge: {
    sizes: wheel(24, 26),
    heights: [130, 145, 160],
    reference: '24in',
    stack: [450, 505],
    reach: [330, 350],
    seatTube: [330, 380],
    topTube: [480, 515],
    headAngle: [70.0, 70.5],
    seatAngle: [73.0, 73.5],
    wheelbase: [940, 990],
    chainstay: [380, 400],
    bbDrop: [40, 50],
    standover: [620, 690],
  },
} as const satisfies Record<string, GeometryProfile>;

export type ProfileKey = keyof typeof PROFILES;

const lerp = ([a, b]: readonly [number, number], i: number, n: number): number =>
  n <= 1 ? a : Math.round(a + ((b - a) * i) / (n - 1));

export function geometryFor(profile: GeometryProfile): GeometryRow[] {
  const n = profile.sizes.length;
  return profile.sizes.map((s, i) => ({
    size: s.value,
    stack: lerp(profile.stack, i, n),
    reach: lerp(profile.reach, i, n),
    seatTube: lerp(profile.seatTube, i, n),
    topTube: lerp(profile.topTube, i, n),
    headAngle: profile.headAngle[i] ?? profile.headAngle[profile.headAngle.length - 1] ?? 72,
    seatAngle: profile.seatAngle[i] ?? profile.seatAngle[profile.seatAngle.length - 1] ?? 73.5,
    wheelbase: lerp(profile.wheelbase, i, n),
    chainstay: lerp(profile.chainstay, i, n),
    bbDrop: profile.bbDrop[i] ?? 70,
    standover: lerp(profile.standover, i, n),
  }));
}

export function sizeGuideFor(profile: GeometryProfile): SizeGuideRow[] {
  return profile.sizes.map((s, i) => ({
    size: s.value,
    min: i === 0 ? (profile.heights[0] ?? 150) : (profile.heights[i] ?? 0) + 1,
    max: profile.heights[i + 1] ?? 200,
  }));
}
