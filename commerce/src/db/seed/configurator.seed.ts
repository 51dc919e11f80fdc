import { and, count, ne } from 'drizzle-orm';
import { bundleSelectionPrices, bundleSelections } from '../../modules/catalogue/catalogue.tables';
import type { ChoiceSection, OptionRules } from '../../modules/catalogue/configurator.types';
import { BUNDLE_OPTION_PREFIX } from '../../modules/catalogue/catalogue.rules';
import type { Db } from '../client';
import { configuratorFamilies } from './catalogue/bikes-configurator.data';
import { COLOURS, PAINTS, type PaintKey } from './catalogue/colours';
import { convertPrice, CURRENCIES } from './catalogue/prices';

/**
 * The v2 configurator's options as data (issue 15): per model its factory paints, for every
 * configurator bike the gradient, logo colours, finish and protection, and components by family
 * (road: the CGR; gravel: Ultra-Grit, Allgrit, Gravel). Prices are in GBP, converted to every
 * currency at seed time like the catalogue's. Rules (tone, finishes, requires, excludes) are data
 * read by configurator.rules.ts.
 */

type Bi = { en: string; de: string };
type OptionSeed = {
  section: ChoiceSection;
  code: string;
  sku: string;
  label: Bi;
  gbp: number;
  /** A special price in GBP (shown with a savings label). */
  specialGbp?: number;
  hex?: string;
  families?: string[];
  stockQty?: number | null;
  rules?: OptionRules;
  kind?: 'colour' | 'option';
};

const ROAD = ['cgr'];
const GRAVEL = ['ultra-grit', 'allgrit', 'gravel'];

const skuPart = (s: string) =>
  s
    .replace(/[A-Z]/g, (c) => `-${c}`)
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toUpperCase();
const opt = (code: string) => `${BUNDLE_OPTION_PREFIX}${skuPart(code)}`;

/** Paints that are pearlescent or metallic: gloss only. */
const GLOSS_ONLY: ReadonlySet<PaintKey> = new Set(['pearlWhite', 'glacierBlue', 'lilac']);
export const finishesOf = (paint: PaintKey): OptionRules['finishes'] => (GLOSS_ONLY.has(paint) ? ['gloss'] : ['gloss', 'matt']);

/** Logo colours: what the down-tube and top-tube/fork logos can be painted in. */
const LOGO_COLOURS: { code: string; label: Bi; hex: string; tone: string }[] = [
  { code: 'white', label: { en: 'White', de: 'Weiß' }, hex: COLOURS.white.hex, tone: 'white' },
  { code: 'black', label: { en: 'Black', de: 'Schwarz' }, hex: COLOURS.black.hex, tone: 'black' },
  { code: 'silver', label: { en: 'Silver', de: 'Silber' }, hex: COLOURS.silver.hex, tone: 'silver' },
  { code: 'gold', label: { en: 'Gold', de: 'Gold' }, hex: '#c9a227', tone: 'yellow' },
  { code: 'red', label: { en: 'Red', de: 'Rot' }, hex: COLOURS.red.hex, tone: 'red' },
  { code: 'blue', label: { en: 'Blue', de: 'Blau' }, hex: COLOURS.blue.hex, tone: 'blue' },
  { code: 'hi-vis', label: { en: 'Hi-vis yellow', de: 'Neongelb' }, hex: COLOURS['hi-vis'].hex, tone: 'hi-vis' },
  { code: 'copper', label: { en: 'Copper', de: 'Kupfer' }, hex: '#b8733d', tone: 'brown' },
];

/** Gradient colours (the gradient fades the frame colour into one of these towards the down tube). */
const GRADIENT_PAINTS: PaintKey[] = [
  'lime',
  'skyBlue',
  'raspberry',
  'mustard',
  'signalOrange',
  'pearlWhite',
  'stealth',
  'ultramarine',
  'lagoon',
];

function paintOptions(): OptionSeed[] {
  const out: OptionSeed[] = [];
  for (const fam of configuratorFamilies) {
    fam.paints.forEach((paint) =>
      out.push({
        section: 'frameColor',
        kind: 'colour',
        code: paint,
        sku: `BBCOLOUR-${skuPart(fam.key)}-${skuPart(paint)}`,
        label: PAINTS[paint].name,
        gbp: 0,
        hex: PAINTS[paint].hex,
        families: [fam.key],
        rules: { tone: PAINTS[paint].colour, finishes: finishesOf(paint) },
      }),
    );
  }
  for (const angle of [0, 45, 90, 135]) {
    out.push({
      section: 'gradientAngle',
      code: String(angle),
      sku: opt(`gradient-${angle}`),
      label: { en: `Gradient at ${angle}°`, de: `Farbverlauf mit ${angle}°` },
      gbp: 120,
      specialGbp: angle === 45 ? 95 : undefined,
      rules: { angle },
    });
  }
  for (const paint of GRADIENT_PAINTS) {
    out.push({
      section: 'gradientColor',
      code: paint,
      sku: opt(`gradient-colour-${paint}`),
      label: PAINTS[paint].name,
      gbp: 0,
      hex: PAINTS[paint].hex,
      rules: { tone: PAINTS[paint].colour },
    });
  }
  for (const [section, part] of [
    ['downTubeLogoColor', 'dt'],
    ['topTubeForkLogoColor', 'tt'],
  ] as const) {
    for (const logo of LOGO_COLOURS) {
      out.push({
        section,
        code: logo.code,
        sku: opt(`logo-${part}-${logo.code}`),
        label: logo.label,
        gbp: logo.code === 'gold' ? 25 : 0,
        hex: logo.hex,
        rules: { tone: logo.tone },
      });
    }
  }
  out.push({
    section: 'paintFinish',
    code: 'matt',
    sku: opt('finish-matt'),
    label: { en: 'Matt', de: 'Matt' },
    gbp: 60,
    specialGbp: 45,
    rules: { finish: 'matt' },
  });
  out.push(
    {
      section: 'paintProtection',
      code: 'film-frame',
      sku: opt('protect-frame'),
      label: { en: 'Clear film: down tube and chainstays', de: 'Schutzfolie: Unterrohr und Kettenstreben' },
      gbp: 79,
    },
    {
      section: 'paintProtection',
      code: 'film-full',
      sku: opt('protect-full'),
      label: { en: 'Full-frame clear protection wrap', de: 'Transparente Vollschutzfolie für den Rahmen' },
      gbp: 199,
      specialGbp: 169,
    },
  );
  return out;
}

function componentOptions(): OptionSeed[] {
  const c = (
    section: ChoiceSection,
    code: string,
    en: string,
    de: string,
    gbp: number,
    extra: Partial<OptionSeed> = {},
  ): OptionSeed => ({ section, code, sku: opt(code), label: { en, de }, gbp, ...extra });
  return [
    c('fork', 'fork-cgr-sl', 'CGR SL carbon fork, fully internal routing', 'CGR-SL-Carbongabel, komplett innenverlegt', 149, {
      families: ['cgr-al', 'cgr-ti'],
    }),
    c('fork', 'fork-adventure', 'Carbon adventure fork with cargo mounts', 'Carbon-Adventure-Gabel mit Cargo-Ösen', 129, {
      families: GRAVEL,
    }),
    c('fork', 'fork-suspension', 'Suspension fork, 30 mm travel', 'Federgabel, 30 mm Federweg', 549, {
      families: GRAVEL,
      stockQty: 6,
    }),
    c('handlebar', 'bar-carbon', 'Carbon compact handlebar', 'Carbon-Compact-Lenker', 129),
    c('handlebar', 'bar-aero', 'Integrated carbon aero cockpit', 'Integriertes Carbon-Aero-Cockpit', 349, {
      families: ROAD,
      rules: { excludes: { stem: ['stem-carbon', 'stem-short', 'stem-long'] } },
    }),
    c('handlebar', 'bar-flare-wide', 'Wide flared gravel bar (+20 mm)', 'Breiter Gravel-Lenker mit Flare (+20 mm)', 49, {
      families: GRAVEL,
    }),
    c('stem', 'stem-carbon', 'Carbon stem', 'Carbon-Vorbau', 99),
    c('stem', 'stem-short', 'Alloy stem, 10 mm shorter', 'Aluminium-Vorbau, 10 mm kürzer', 0),
    c('stem', 'stem-long', 'Alloy stem, 10 mm longer', 'Aluminium-Vorbau, 10 mm länger', 0),
    c('wheelset', 'wheel-carbon-38', 'Carbon 38 mm wheelset', 'Carbon-Laufradsatz 38 mm', 649, { families: ROAD }),
    c('wheelset', 'wheel-carbon-50', 'Carbon 50 mm aero wheelset', 'Carbon-Aero-Laufradsatz 50 mm', 899, {
      families: ROAD,
      stockQty: 0,
    }),
    c('wheelset', 'wheel-g30', 'Carbon gravel wheelset, 30 mm', 'Carbon-Gravel-Laufradsatz, 30 mm', 749, { families: GRAVEL }),
    c('wheelset', 'wheel-650b', '650b wheels with 47 mm tyres', '650b-Laufräder mit 47-mm-Reifen', 199, {
      families: GRAVEL,
      // The suspension fork is made for 700C wheels.
      rules: { excludes: { fork: ['fork-suspension'] } },
    }),
    c('crank', 'crank-165', '165 mm cranks', '165-mm-Kurbeln', 0),
    c('crank', 'crank-175', '175 mm cranks', '175-mm-Kurbeln', 0),
    c('crank', 'crank-rotor', 'Rotor Aldhu carbon crankset', 'Rotor Aldhu Carbon-Kurbelgarnitur', 429, { stockQty: 8 }),
    c('powerMeters', 'pm-4iiii', '4iiii Precision left-crank power meter', '4iiii Precision Powermeter (linke Kurbel)', 299, {
      rules: { excludes: { crank: ['crank-rotor'] } },
    }),
    c('powerMeters', 'pm-rotor', 'Rotor INspider power meter', 'Rotor INspider Powermeter', 449, {
      stockQty: 3,
      rules: { requires: { crank: ['crank-rotor'] } },
    }),
    c('powerMeters', 'pm-assioma', 'Favero Assioma Duo power-meter pedals', 'Favero Assioma Duo Powermeter-Pedale', 549, {
      rules: { requires: { pedals: ['none'] } },
    }),
    c('pedals', 'pedal-spd-sl', 'Shimano 105 SPD-SL road pedals', 'Shimano 105 SPD-SL Rennradpedale', 59),
    c('pedals', 'pedal-spd', 'Shimano XT SPD pedals', 'Shimano XT SPD-Pedale', 79),
    c('pedals', 'pedal-flat', 'Aluminium flat pedals', 'Aluminium-Plattformpedale', 35),
    c('saddle', 'saddle-argo', 'Fizik Tempo Argo R5', 'Fizik Tempo Argo R5', 99),
    c('saddle', 'saddle-carbon', 'Carbon-railed short saddle', 'Kurzsattel mit Carbonstreben', 149),
    c('bags', 'bag-top', 'Top-tube bag', 'Oberrohrtasche', 39),
    c('bags', 'bag-frame', 'Frame bag', 'Rahmentasche', 69),
    c(
      'bags',
      'bag-set',
      'Bikepacking set: seat pack, frame bag and bar roll',
      'Bikepacking-Set: Satteltasche, Rahmentasche und Lenkerrolle',
      189,
      {
        specialGbp: 159,
        families: GRAVEL,
      },
    ),
  ];
}

export const configuratorOptionSeed = (): OptionSeed[] => [...paintOptions(), ...componentOptions()];

const priceIn = (gbp: number, currency: string) => (gbp === 0 ? 0 : convertPrice(gbp, currency));

/** Writes the configurator's options once (when only the custom colours are there). */
export async function seedConfigurator(db: Db): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [existing] = await tx
      .select({ n: count() })
      .from(bundleSelections)
      .where(and(ne(bundleSelections.section, 'customColor')));
    if ((existing?.n ?? 0) > 0) return;
    const seeds = configuratorOptionSeed();
    const rows = await tx
      .insert(bundleSelections)
      .values(
        seeds.map((s, position) => ({
          sku: s.sku,
          kind: s.kind ?? ('option' as const),
          section: s.section,
          families: s.families ?? [],
          rules: s.rules ?? {},
          code: s.code,
          hex: s.hex ?? '#000000',
          labels: { 'en-GB': s.label.en, 'de-DE': s.label.de },
          stockQty: s.stockQty ?? null,
          position: 100 + position,
        })),
      )
      .returning({ id: bundleSelections.id, sku: bundleSelections.sku });
    const bySku = new Map(seeds.map((s) => [s.sku, s]));
    const prices = rows.flatMap((row) => {
      const seed = bySku.get(row.sku)!;
      return CURRENCIES.map((currency) => ({
        selectionId: row.id,
        currency,
        price: priceIn(seed.gbp, currency),
        specialPrice: seed.specialGbp === undefined ? null : priceIn(seed.specialGbp, currency),
      }));
    });
    for (let i = 0; i < prices.length; i += 2000) await tx.insert(bundleSelectionPrices).values(prices.slice(i, i + 2000));
  });
}
