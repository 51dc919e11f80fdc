import type { ProductAttributes } from '../../../modules/catalogue/catalogue.tables';
import { COLOURS, type ColourCode } from './colours';
import { specialFromDiscount } from './prices';
import { bi, type Bi, type ImageSeed, type OptionSeed, type ProductSeed } from './types';
import { createdAtFor, rngFor, slug } from './util';

/**
 * Accessories and parts ("pac") are written compactly as PacDefs and expanded here into full
 * ProductSeeds: name = brand + model + the kind's noun, description = the product's own blurb
 * followed by a paragraph shared by its kind, attributes derived from kind, options and flags.
 */

type Pair = [en: string, de: string];

type Kind = {
  /** What the storefront draws for the product image. */
  image: string;
  /** Appended to brand + model to form the name; null when the model already says what it is. */
  noun: Bi | null;
  filter: string;
  paths: string[];
  discipline?: string[];
  /** A paragraph shared by every product of the kind. */
  tail: Bi;
};

const k = (image: string, noun: Pair | null, filter: string, paths: string[], tail: Pair, discipline?: string[]): Kind => ({
  image,
  noun: noun ? bi(...noun) : null,
  filter,
  paths,
  tail: bi(...tail),
  ...(discipline ? { discipline } : {}),
});

const WORKSHOP_TAIL: Pair = [
  'Want it fitted? Our workshop mechanics can install it at either of our stores, or fit it to a new Cadence bike before it leaves us.',
  'Möchten Sie es montieren lassen? Unsere Werkstatt baut es in beiden Filialen ein – oder montiert es direkt an Ihr neues Cadence-Rad, bevor es unser Haus verlässt.',
];
const TYRE_TAIL: Pair = [
  'Check the maximum tyre width of your frame and fork before ordering. Sold singly.',
  'Bitte prüfen Sie vor der Bestellung die maximale Reifenbreite von Rahmen und Gabel. Preis pro Reifen.',
];
const CLOTHING_TAIL: Pair = [
  'Wash cool, skip the fabric softener and hang to dry – your kit will last seasons longer. Free size exchanges on unworn items.',
  'Kühl waschen, ohne Weichspüler, und zum Trocknen aufhängen – so hält Ihre Bekleidung viele Saisons länger. Ungetragene Artikel tauschen wir kostenlos in eine andere Größe um.',
];
const LIGHT_TAIL: Pair = [
  'Charges by USB-C; a cable is in the box. Please check the light’s rated burn times against your longest ride in the dark.',
  'Wird per USB-C geladen, das Kabel liegt bei. Bitte gleichen Sie die angegebenen Leuchtzeiten mit Ihrer längsten Fahrt im Dunkeln ab.',
];
const BAG_TAIL: Pair = [
  'Pack heavy items low and close to the bike, and check the straps after the first few miles – they settle as the bag beds in.',
  'Schweres gehört nach unten und nah ans Rad. Prüfen Sie die Riemen nach den ersten Kilometern, denn die Tasche setzt sich noch etwas.',
];

export const PAC_KINDS = {
  'groupset-road': k('groupset', ['Groupset', 'Schaltgruppe'], 'groupsets', ['components/groupsets/road'], WORKSHOP_TAIL, [
    'road',
  ]),
  'groupset-gravel': k('groupset', ['Groupset', 'Schaltgruppe'], 'groupsets', ['components/groupsets/gravel'], WORKSHOP_TAIL, [
    'gravel',
  ]),
  'groupset-flat': k('groupset', ['Groupset', 'Schaltgruppe'], 'groupsets', ['components/groupsets'], WORKSHOP_TAIL, ['hybrid']),
  'groupset-spare': k(
    'battery',
    null,
    'groupsets',
    ['components/groupsets/electronic'],
    [
      'Lithium-ion batteries travel by road only, which is why a few destinations are excluded.',
      'Lithium-Ionen-Akkus versenden wir ausschließlich auf dem Landweg, daher sind einige Lieferländer ausgeschlossen.',
    ],
  ),
  'ebike-part': k(
    'battery',
    null,
    'e-bike-parts',
    ['components'],
    [
      'Compatible with Cadence e-bikes and other bikes with the same motor system. Lithium-ion batteries cannot be sent to every country.',
      'Passend für Cadence-E-Bikes und andere Räder mit demselben Antriebssystem. Lithium-Ionen-Akkus können nicht in jedes Land versendet werden.',
    ],
    ['e-bike'],
  ),
  'wheel-road': k(
    'wheel',
    ['Wheelset', 'Laufradsatz'],
    'wheels',
    ['components/wheels/road'],
    [
      'Supplied with tubeless tape and valves fitted, centre-lock or six-bolt as listed, and thru-axle end caps for 12 mm axles.',
      'Geliefert mit montiertem Tubeless-Felgenband und Ventilen, Center-Lock- oder Sechsloch-Aufnahme wie angegeben und Endkappen für 12-mm-Steckachsen.',
    ],
    ['road'],
  ),
  'wheel-gravel': k(
    'wheel',
    ['Wheelset', 'Laufradsatz'],
    'wheels',
    ['components/wheels/gravel'],
    [
      'Supplied with tubeless tape and valves fitted, and thru-axle end caps for 12 mm axles. Choose your wheel size below.',
      'Geliefert mit montiertem Tubeless-Felgenband und Ventilen sowie Endkappen für 12-mm-Steckachsen. Wählen Sie unten die Laufradgröße.',
    ],
    ['gravel'],
  ),
  'tyre-road': k('tyre', ['Tyre', 'Reifen'], 'tyres', ['components/tyres/road'], TYRE_TAIL, ['road']),
  'tyre-gravel': k('tyre', ['Tyre', 'Reifen'], 'tyres', ['components/tyres/gravel'], TYRE_TAIL, ['gravel']),
  tube: k(
    'tyre',
    null,
    'tubes-tubeless',
    ['components/tyres/tubes-tubeless'],
    [
      'Not sure which valve length you need? Deeper rims need longer valves: add the rim depth to around 20 mm.',
      'Unsicher bei der Ventillänge? Hohe Felgen brauchen längere Ventile: Felgenhöhe plus etwa 20 mm.',
    ],
  ),
  handlebar: k('handlebar', ['Handlebar', 'Lenker'], 'handlebars', ['components/handlebars-stems'], WORKSHOP_TAIL),
  stem: k('stem', ['Stem', 'Vorbau'], 'stems', ['components/handlebars-stems'], WORKSHOP_TAIL),
  'bar-tape': k(
    'handlebar',
    ['Bar Tape', 'Lenkerband'],
    'bar-tape',
    ['components/handlebars-stems'],
    [
      'One pack wraps a pair of drop bars, with bar-end plugs and finishing tape included.',
      'Eine Packung reicht für einen Rennlenker; Lenkerendstopfen und Abschlussband liegen bei.',
    ],
  ),
  mount: k(
    'computer-mount',
    null,
    'computer-mounts',
    ['components/handlebars-stems'],
    [
      'Fits Garmin, Wahoo and Hammerhead head units with the adaptors included.',
      'Passend für Radcomputer von Garmin, Wahoo und Hammerhead dank beiliegender Adapter.',
    ],
  ),
  saddle: k(
    'saddle',
    ['Saddle', 'Sattel'],
    'saddles',
    ['components/saddles'],
    [
      'Not sure of your width? Our stores measure sit bones free of charge, and unridden saddles can be returned within 30 days.',
      'Unsicher bei der Breite? In unseren Filialen messen wir Ihren Sitzknochenabstand kostenlos, und ungefahrene Sättel können Sie innerhalb von 30 Tagen zurückgeben.',
    ],
  ),
  pedal: k(
    'pedal',
    ['Pedals', 'Pedale'],
    'pedals',
    ['components/pedals'],
    [
      'Sold as a pair. Cleats are included with clipless pedals; fit them with a little grease on the threads.',
      'Preis pro Paar. Bei Klickpedalen liegen die Cleats bei; montieren Sie sie mit etwas Fett auf den Gewinden.',
    ],
  ),
  helmet: k(
    'helmet',
    ['Helmet', 'Helm'],
    'helmets',
    ['accessories/helmets'],
    [
      'Measure around your head just above the eyebrows to find your size. Replace any helmet after a crash, even if it looks undamaged.',
      'Messen Sie Ihren Kopfumfang knapp über den Augenbrauen, um die passende Größe zu finden. Tauschen Sie einen Helm nach jedem Sturz aus, auch wenn er unbeschädigt aussieht.',
    ],
  ),
  'light-front': k('light', ['Front Light', 'Frontlicht'], 'lights', ['accessories/lights/front'], LIGHT_TAIL),
  'light-rear': k('light', ['Rear Light', 'Rücklicht'], 'lights', ['accessories/lights/rear'], LIGHT_TAIL),
  'light-set': k('light', ['Light Set', 'Beleuchtungsset'], 'lights', ['accessories/lights/sets'], LIGHT_TAIL),
  lock: k(
    'lock',
    null,
    'locks',
    ['accessories/locks'],
    [
      'Lock through the frame and, where you can, a wheel – to something that cannot be lifted or cut. Two keys are supplied; register them with the maker.',
      'Schließen Sie den Rahmen und möglichst ein Laufrad an einen Gegenstand an, der sich weder anheben noch durchtrennen lässt. Zwei Schlüssel liegen bei – registrieren Sie diese beim Hersteller.',
    ],
  ),
  'bag-saddle': k('bag', null, 'bags', ['accessories/bags/saddle'], BAG_TAIL),
  'bag-frame': k('bag', null, 'bags', ['accessories/bags/frame'], BAG_TAIL),
  'bag-bar': k('bag', null, 'bags', ['accessories/bags/handlebar'], BAG_TAIL),
  pannier: k('bag', null, 'bags', ['accessories/bags/panniers'], BAG_TAIL),
  pump: k(
    'pump',
    ['Pump', 'Pumpe'],
    'pumps',
    ['accessories/pumps-tools'],
    ['Works with Presta and Schrader valves.', 'Für Presta- (Sclaverand) und Schrader-Ventile (Autoventil) geeignet.'],
  ),
  co2: k(
    'pump',
    null,
    'pumps',
    ['accessories/pumps-tools'],
    [
      'Compressed-gas cartridges cannot be sent by air, so this item is not available in every country.',
      'Druckgaskartuschen dürfen nicht per Luftfracht versendet werden, daher ist dieser Artikel nicht in allen Ländern erhältlich.',
    ],
  ),
  tool: k(
    'tool',
    null,
    'tools',
    ['accessories/pumps-tools'],
    [
      'Chosen by our workshop team, who use the same tools every day.',
      'Ausgewählt von unserem Werkstattteam, das täglich mit denselben Werkzeugen arbeitet.',
    ],
  ),
  lube: k(
    'tool',
    null,
    'bike-care',
    ['accessories/pumps-tools'],
    [
      'Apply to a clean, dry chain, turn the cranks backwards for a minute and wipe off the excess.',
      'Auf eine saubere, trockene Kette auftragen, die Kurbel eine Minute rückwärts drehen und den Überschuss abwischen.',
    ],
  ),
  bottle: k(
    'bottle',
    null,
    'bottles',
    ['accessories/bottles-cages'],
    [
      'BPA-free and dishwasher-safe on the top rack. Fits every standard bottle cage.',
      'BPA-frei und im oberen Korb spülmaschinenfest. Passt in jeden Standard-Flaschenhalter.',
    ],
  ),
  cage: k(
    'bottle',
    ['Bottle Cage', 'Flaschenhalter'],
    'bottle-cages',
    ['accessories/bottles-cages'],
    [
      'Bolts to standard 64 mm bottle bosses; bolts included.',
      'Für Standard-Gewindeösen mit 64 mm Abstand; Schrauben liegen bei.',
    ],
  ),
  jersey: k('jersey', null, 'jerseys', ['clothing/jerseys'], CLOTHING_TAIL),
  jacket: k('jacket', null, 'jackets', ['clothing/jackets'], CLOTHING_TAIL),
  shorts: k('shorts', null, 'shorts', ['clothing/shorts-bib-shorts'], CLOTHING_TAIL),
  gloves: k('gloves', ['Gloves', 'Handschuhe'], 'gloves', ['clothing/gloves'], CLOTHING_TAIL),
  shoes: k(
    'shoes',
    ['Shoes', 'Schuhe'],
    'shoes',
    ['clothing/shoes'],
    [
      'Our shoes follow EU sizing; if you are between sizes, choose the larger one. Cleats are sold with pedals.',
      'Unsere Schuhe folgen der EU-Größentabelle; liegen Sie zwischen zwei Größen, wählen Sie die größere. Cleats sind bei den Pedalen enthalten.',
    ],
  ),
} as const satisfies Record<string, Kind>;

export type PacKind = keyof typeof PAC_KINDS;

/** An option as written in the data; stock defaults to a seeded quantity. */
export type OptionDef = {
  type: 'size' | 'colour';
  value: string;
  label: Bi;
  price?: number;
  special?: number;
  stock?: number;
  def?: boolean;
};

/** What a bike needs to know about a groupset to write its specification. */
export type GroupsetInfo = {
  /** Name with drivetrain, as in a spec sheet: 'Shimano 105 Di2 R7150, 2×12'. */
  short: string;
  shifting: 'mechanical' | 'electronic';
  chainset: string;
  cassette: string;
  brakes: Bi;
  /** One or two sentences for a bike description ("This build …"). */
  bikeBlurb: Bi;
};

export type PacDef = {
  kind: PacKind;
  brand: string;
  model: string;
  price: number;
  sub: Pair;
  blurb: Pair;
  /** Short id other data refers to (bike specifications and extras). */
  ref?: string;
  /** The full name in both languages, when brand + model + noun does not read well. */
  name?: Pair;
  /** Overrides the kind's noun (e.g. 'Wheelset' → 'Wheel'). */
  noun?: Pair | null;
  paths?: string[];
  options?: OptionDef[];
  colour?: ColourCode[];
  material?: string;
  shifting?: 'mechanical' | 'electronic';
  discipline?: string[];
  condition?: 'new' | 'ex-demo' | 'refurbished';
  soldOut?: boolean;
  banned?: string[];
  /** Explicit GBP special price (otherwise about 15% of products get one from a seeded draw). */
  special?: number | null;
  gs?: GroupsetInfo;
};

// --- Option helpers ---------------------------------------------------------------------------

const same = (s: string): Bi => bi(s, s);

/** Letter sizes (jerseys, gloves, helmets): 'S', 'M'… with optional descriptions. */
export const sizes = (...values: string[]): OptionDef[] => values.map((v) => ({ type: 'size', value: v, label: same(v) }));

/** Helmet sizes with head circumference. */
export const helmetSizes = (ranges: [string, string][]): OptionDef[] =>
  ranges.map(([v, cm]) => ({ type: 'size', value: v, label: bi(`${v} (${cm} cm)`, `${v} (${cm} cm)`) }));

/** Sizes in millimetres (bar widths, stem lengths, saddle widths, crank lengths, valve lengths). */
export const mm = (...values: number[]): OptionDef[] =>
  values.map((v) => ({ type: 'size', value: `${v}mm`, label: bi(`${v} mm`, `${String(v).replace('.', ',')} mm`) }));

/** Tyre sizes: mm(700, [25, 28]) → '700x25' labelled '700 × 25 mm'. */
export const tyre = (rim: '700' | '650b', ...widths: number[]): OptionDef[] =>
  widths.map((w) => ({ type: 'size', value: `${rim}x${w}`, label: same(`${rim === '700' ? '700' : '650B'} × ${w} mm`) }));

/** Kids' and commuting tyre sizes by wheel diameter in inches. */
export const inches = (...values: number[]): OptionDef[] =>
  values.map((v) => ({ type: 'size', value: `${v}in`, label: bi(`${v}"`, `${v} Zoll`) }));

/** Wheel sizes of gravel wheelsets. */
export const wheelSizes = (...values: ('700c' | '650b')[]): OptionDef[] =>
  values.map((v) => ({ type: 'size', value: v, label: same(v === '700c' ? '700c' : '650B') }));

/** EU shoe sizes. */
export const euSizes = (from: number, to: number): OptionDef[] => {
  const out: OptionDef[] = [];
  for (let s = from; s <= to; s += 1) out.push({ type: 'size', value: `eu${s}`, label: bi(`EU ${s}`, `EU ${s}`) });
  return out;
};

export const colours = (...codes: ColourCode[]): OptionDef[] =>
  codes.map((c) => ({ type: 'colour', value: c, label: COLOURS[c].label }));

/** Sets fields on the option with the given value (price, special, stock, def). */
export function tweak(options: OptionDef[], value: string, patch: Partial<OptionDef>): OptionDef[] {
  if (!options.some((o) => o.value === value)) throw new Error(`No option ${value} to tweak`);
  return options.map((o) => (o.value === value ? { ...o, ...patch } : o));
}

// --- Expansion --------------------------------------------------------------------------------

/**
 * German shop names use German words for generic product types written into a model name
 * ('… Inner Tube' → '… Schlauch'); trade names such as 'Expedition Saddle Pack' stay as they are.
 * The first matching rule applies.
 */
const GERMAN_NOUNS: [RegExp, string][] = [
  [/Short Sleeve Jersey$/, 'Kurzarmtrikot'],
  [/Thermal Long Sleeve Jersey$/, 'Thermo-Langarmtrikot'],
  [/Technical Tee$/, 'Funktionsshirt'],
  [/Jersey$/, 'Trikot'],
  [/Rain Jacket( II)?$/, 'Regenjacke$1'],
  [/Waterproof Jacket( II)?$/, 'Regenjacke$1'],
  [/Softshell Jacket$/, 'Softshelljacke'],
  [/Jacket$/, 'Jacke'],
  [/Packable Gilet$/, 'Windweste, verstaubar'],
  [/Winter Bib Tights$/, 'Winter-Trägerhose, lang'],
  [/Bib Shorts/, 'Trägerhose'],
  [/Inner Tube$/, 'Schlauch'],
  [/Tubeless Sealant$/, 'Tubeless-Dichtmilch'],
  [/Tire Sealant/, 'Reifendichtmilch'],
  [/Tubeless Valves$/, 'Tubeless-Ventile'],
  [/Tubeless Rim Tape/, 'Tubeless-Felgenband'],
  [/Tubeless Repair Kit$/, 'Tubeless-Reparaturset'],
  [/Computer Mount$/, 'Computerhalter'],
  [/Combo Mount$/, 'Kombihalter'],
  [/Internal Battery$/, 'Innenakku'],
  [/Derailleur Battery$/, 'Schaltwerksakku'],
  [/Charging Cable$/, 'Ladekabel'],
  [/ (\d+) Wh Battery$/, ' $1-Wh-Akku'],
  [/Charger$/, 'Ladegerät'],
  [/D-Lock$/, 'Bügelschloss'],
  [/Folding Lock$/, 'Faltschloss'],
  [/Wearable Chain Lock$/, 'Kettenschloss zum Umhängen'],
  [/Cable Lock$/, 'Kabelschloss'],
  [/Saddle Roll$/, 'Werkzeugrolle'],
  [/Top Tube Bag$/, 'Oberrohrtasche'],
  [/Bar Bag 3L$/, 'Lenkertasche 3 l'],
  [/Commuter Pannier 20L$/, 'Pendler-Packtasche 20 l'],
  [/Panniers$/, 'Gepäckträgertaschen'],
  [/CO2 Inflator$/, 'CO2-Pumpe'],
  [/CO2 Cartridges/, 'CO2-Kartuschen'],
  [/Multi-Tool$/, 'Multitool'],
  [/Torque Wrench$/, 'Drehmomentschlüssel'],
  [/Home Mechanic Workstand$/, 'Montageständer'],
  [/Chain Checker$/, 'Kettenverschleißlehre'],
  [/Puncture Repair Kit$/, 'Flickzeug'],
  [/Team Bottle/, 'Team-Trinkflasche'],
  [/Bottle$/, 'Trinkflasche'],
];

function germanName(name: string): string {
  for (const [pattern, replacement] of GERMAN_NOUNS) if (pattern.test(name)) return name.replace(pattern, replacement);
  return name;
}

const SPECIAL_SHARE = 0.18;
const DISCOUNTS = [0.1, 0.15, 0.2, 0.25];

/** A seeded special price for about 15% of products (explicit data wins). */
export function seededSpecial(key: string, priceGbp: number, explicit: number | null | undefined): number | null {
  if (explicit !== undefined) return explicit;
  const r = rngFor(key, 'special');
  if (r() >= SPECIAL_SHARE) return null;
  const discount = DISCOUNTS[Math.floor(r() * DISCOUNTS.length)] ?? 0.1;
  return specialFromDiscount(priceGbp, discount);
}

/** Seeded stock: mostly a handful to a few dozen, sometimes none. */
export function seededStock(key: string, zeroShare: number, max: number): number {
  const r = rngFor(key, 'stock');
  if (r() < zeroShare) return 0;
  return 1 + Math.floor(r() * max);
}

/** Expands the data of one accessory or part into a ProductSeed. */
export function expandPac(def: PacDef): ProductSeed {
  const kind: Kind = PAC_KINDS[def.kind];
  const noun = def.noun === undefined ? kind.noun : def.noun ? bi(...def.noun) : null;
  const name = def.name
    ? bi(...def.name)
    : bi(
        `${def.brand} ${def.model}${noun ? ` ${noun.en}` : ''}`,
        noun ? `${def.brand} ${def.model} ${noun.de}` : germanName(`${def.brand} ${def.model}`),
      );
  const urlKey = slug(name.en);
  const sku = `AC-${urlKey.toUpperCase()}`.slice(0, 60);

  let options: OptionSeed[] = (def.options ?? []).map((o) => ({
    type: o.type,
    value: o.value,
    label: o.label,
    isDefault: false,
    stock: def.soldOut ? 0 : (o.stock ?? seededStock(`${urlKey}:${o.value}`, 0.08, 40)),
    ...(o.price !== undefined ? { priceGbp: o.price, specialGbp: o.special ?? null } : {}),
    ...(o.price === undefined && o.special !== undefined ? { priceGbp: def.price, specialGbp: o.special } : {}),
  }));
  if (def.soldOut && options.length === 0) {
    // A sold-out product without variants gets one option with no stock, so stock can say so.
    const c = def.colour?.[0];
    options = [
      c
        ? { type: 'colour', value: c, label: COLOURS[c].label, isDefault: true, stock: 0 }
        : { type: 'size', value: 'one-size', label: bi('One size', 'Einheitsgröße'), isDefault: true, stock: 0 },
    ];
  }
  if (options.length && !options.some((o) => o.isDefault)) {
    const flagged = (def.options ?? []).findIndex((o) => o.def);
    const firstInStock = options.findIndex((o) => o.stock > 0);
    const idx = flagged >= 0 ? flagged : firstInStock >= 0 ? firstInStock : 0;
    options = options.map((o, i) => ({ ...o, isDefault: i === idx }));
  }

  const colourCodes = def.colour ?? options.filter((o) => o.type === 'colour').map((o) => o.value);
  const sizeCodes = options.filter((o) => o.type === 'size' && o.value !== 'one-size').map((o) => slug(o.value));
  const inStock = options.length === 0 || options.some((o) => o.stock > 0);
  const attributes: ProductAttributes = {
    manufacturer: [slug(def.brand)],
    filter_category: [kind.filter],
    condition: [def.condition ?? 'new'],
    fast_delivery: [inStock && rngFor(urlKey, 'fast')() < 0.7 ? 'yes' : 'no'],
  };
  if (colourCodes.length) attributes.colour = [...new Set(colourCodes)];
  if (sizeCodes.length) attributes.by_size = sizeCodes;
  if (def.material) attributes.material = [def.material];
  const shifting = def.shifting ?? def.gs?.shifting;
  if (shifting) attributes.shifting = [shifting];
  const discipline = def.discipline ?? kind.discipline;
  if (discipline) attributes.discipline = [...discipline];

  // A product whose options all carry their own price is listed at its cheapest option.
  // Its special price is then the cheapest option special, so listing and options agree.
  const optionPrices = options.map((o) => o.priceGbp).filter((p): p is number => p !== undefined);
  const allOwnPrices = optionPrices.length === options.length && options.length > 0;
  const priceGbp = allOwnPrices ? Math.min(...optionPrices) : def.price;
  const cheapestEffective = Math.min(...options.map((o) => o.specialGbp ?? o.priceGbp ?? priceGbp));
  const specialGbp = allOwnPrices
    ? cheapestEffective < priceGbp
      ? cheapestEffective
      : null
    : seededSpecial(urlKey, priceGbp, def.special);

  const sub = bi(...def.sub);
  const blurb = bi(...def.blurb);
  const colourHex = COLOURS[colourCodes[0] as ColourCode]?.hex ?? '#1b1b1d';
  const accentHex = COLOURS[(colourCodes[1] ?? (colourCodes[0] === 'black' ? 'grey' : 'black')) as ColourCode]?.hex ?? '#6e7378';
  const images: ImageSeed[] = [{ kind: kind.image, colour: colourHex, accent: accentHex, alt: bi(name.en, name.de) }];
  if (colourCodes.length > 1 || ['helmet', 'wheel', 'groupset', 'shoes', 'jacket', 'bag'].includes(kind.image)) {
    const second = colourCodes[1] as ColourCode | undefined;
    images.push({
      kind: kind.image,
      colour: second ? COLOURS[second].hex : colourHex,
      accent: second ? colourHex : accentHex,
      alt: second
        ? bi(`${name.en} in ${COLOURS[second].label.en.toLowerCase()}`, `${name.de} in ${COLOURS[second].label.de}`)
        : bi(`${name.en} – detail`, `${name.de} – Detailansicht`),
    });
  }

  return {
    urlKey,
    sku,
    type: 'pac',
    parentKey: null,
    manufacturer: def.brand,
    attributes,
    bannedCountries: def.banned ?? [],
    createdAt: createdAtFor(urlKey),
    name,
    subtitle: sub,
    description: bi(`${blurb.en}\n\n${kind.tail.en}`, `${blurb.de}\n\n${kind.tail.de}`),
    metaTitle: bi(`${name.en} | Cadence Cycles`, `${name.de} | Cadence Cycles`),
    metaDescription: bi(
      `${name.en}: ${lowerFirst(sub.en)}. Order online from Cadence Cycles.`,
      `${name.de}: ${sub.de}. Jetzt online bei Cadence Cycles bestellen.`,
    ),
    categoryPaths: def.paths ?? kind.paths,
    priceGbp,
    specialGbp,
    options,
    geometry: [],
    sizeGuide: [],
    specs: [],
    images,
    links: [],
  };
}

/**
 * 'Padded short-finger gloves' → 'padded short-finger gloves', but names and acronyms stay as they
 * are: 'USB-C …' (capitals inside the word), 'Sold Secure …' (a capitalised phrase).
 */
function lowerFirst(s: string): string {
  const [first = '', second = ''] = s.split(/[\s,]+/);
  if (/^[A-Z].*[A-Z0-9]/.test(first) || /^[A-Z]/.test(second)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
