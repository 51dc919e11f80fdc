import type { ProductAttributes } from '../../../modules/catalogue/catalogue.tables';
import { FILTER_ATTRIBUTES } from '../../../modules/catalogue/listing-query.rules';
import { PAINTS, type PaintKey } from './colours';
import { geometryFor, PROFILES, sizeGuideFor, type GeometryProfile, type ProfileKey } from './geometry';
import { seededSpecial, seededStock, type GroupsetInfo, type PacDef } from './pac';
import { bi, type Bi, type ImageSeed, type LinkSeed, type OptionSeed, type ProductSeed, type SpecSeed } from './types';
import { createdAtFor, deDecimal, rngFor, slug } from './util';

/**
 * Bikes are written as families (a parent model such as "CGR Ti") with builds (its child bikes).
 * A build names its groupset and components by the refs of accessory/part products, which become
 * its specification links and the words of its description and spec sheet.
 */

export type BikeImageKind = 'road-bike' | 'gravel-bike' | 'endurance-bike' | 'e-bike' | 'hybrid-bike' | 'kids-bike';

type Parts = {
  wheels?: string;
  tyres?: string;
  /** Tyre size as printed on the spec sheet: '32 mm', '1.75"'. */
  tyreSize?: string;
  saddle?: string;
  bar?: string;
  stem?: string;
};

export type BuildDef = Parts & {
  /** Appended to the family name: 'Force AXS' → 'CGR Ti Force AXS' / url key 'cgr-ti-force-axs'. */
  label: string;
  /** Groupset ref (a groupset product); kids' builds may describe their gears in `gears` instead. */
  gs?: string;
  price: number;
  /** Weight in kg for the reference size. */
  weight: number;
  paint?: PaintKey;
  soldOut?: boolean;
  /** Explicit GBP special price (otherwise a seeded draw gives about 15% of bikes one). */
  special?: number | null;
  /** Gears and brakes in words, for builds without a groupset product. */
  gears?: { name: Bi; brakes: Bi; blurb: Bi; /** For subtitles and meta descriptions: '12" and 14" wheels'. */ short: Bi };
  /** A build on other wheel sizes than the family's (kids' bikes): its own sizes and category. */
  profile?: ProfileKey;
  category?: string;
};

export type FamilyDef = {
  /** The parent bike's url key, e.g. 'cgr-ti'. */
  key: string;
  name: string;
  /** product_family filter value: 'cgr', 'ultra-grit', 'allgrit', 'gravel', … */
  family: string;
  category: string;
  discipline: string[];
  collection: string[];
  material: 'carbon' | 'aluminium' | 'titanium' | 'steel';
  profile: ProfileKey;
  image: BikeImageKind;
  /** 'Titanium all-road bike' – used in subtitles and meta descriptions. */
  kind: Bi;
  /** 'Titanium All-Road Bike' – used in meta titles. */
  kindTitle: Bi;
  tagline: Bi;
  /** Plain-text paragraphs separated by a blank line; the first one opens every build's description. */
  intro: Bi;
  frame: Bi;
  fork: Bi;
  seatpost: Bi;
  /** Wheels in words when there is no wheel product (kids' bikes, e-bike hub motors). */
  wheelsText?: Bi;
  /** Tyres in words when there is no tyre product. */
  tyresText?: Bi;
  /** Equipment such as mudguards, rack and lights. */
  equipment?: Bi;
  ebike?: { motor: Bi; battery: Bi; range: Bi };
  parts: Parts;
  extras: string[];
  paints: PaintKey[];
  banned?: string[];
  /** Bikes of the v2 configurator (spec §9: cgr, ultra-grit, allgrit and gravel). */
  configurator?: boolean;
  builds: BuildDef[];
};

const SPEC_LABELS = {
  frame: bi('Frame', 'Rahmen'),
  fork: bi('Fork', 'Gabel'),
  motor: bi('Motor', 'Motor'),
  battery: bi('Battery', 'Akku'),
  range: bi('Range', 'Reichweite'),
  groupset: bi('Groupset', 'Schaltgruppe'),
  gears: bi('Gears', 'Schaltung'),
  chainset: bi('Chainset', 'Kurbel'),
  cassette: bi('Cassette', 'Kassette'),
  hub: bi('Hub gear', 'Nabenschaltung'),
  brakes: bi('Brakes', 'Bremsen'),
  wheels: bi('Wheels', 'Laufräder'),
  tyres: bi('Tyres', 'Reifen'),
  handlebar: bi('Handlebar', 'Lenker'),
  stem: bi('Stem', 'Vorbau'),
  saddle: bi('Saddle', 'Sattel'),
  seatpost: bi('Seatpost', 'Sattelstütze'),
  equipment: bi('Equipment', 'Ausstattung'),
  weight: bi('Weight', 'Gewicht'),
};

/** German spec-sheet wording for the few English terms in groupset data. */
function deSpec(s: string): string {
  return s
    .replace(/(\d+)T sprocket/g, 'Ritzel mit $1 Z.')
    .replace(/(\d)T\b/g, '$1 Z.')
    .replace(/(\d+)-speed/g, '$1-fach')
    .replace('Single ring', 'Ein Kettenblatt')
    .replace('with chain guard', 'mit Kettenschutz')
    .replace(' hub gear', '-Nabenschaltung')
    .replace(' hub,', '-Nabe,')
    .replace(' cranks', ' Kurbeln')
    .replace(' carbon', ' Carbon');
}

const bbi = (en: string, de: string = en): Bi => ({ en, de });

type PacIndex = Map<string, { def: PacDef; urlKey: string; name: Bi }>;

/** Brand and model without the kind noun ('Hunt 4 Season Aero Disc'). */
const brandModel = (p: { def: PacDef }): string => `${p.def.brand} ${p.def.model}`;

export function expandFamilies(families: FamilyDef[], pacIndex: PacIndex): ProductSeed[] {
  const out: ProductSeed[] = [];
  const childrenByFamily = new Map<string, ProductSeed[]>();
  for (const fam of families) {
    const children = fam.builds.map((b, i) => expandBuild(fam, b, i, pacIndex));
    childrenByFamily.set(fam.key, children);
    out.push(parentOf(fam, children), ...children);
  }
  addRelatedLinks(families, childrenByFamily);
  return out;
}

function ref(pacIndex: PacIndex, key: string | undefined, context: string) {
  if (!key) return undefined;
  const found = pacIndex.get(key);
  if (!found) throw new Error(`${context}: unknown part ref '${key}'`);
  return found;
}

function expandBuild(fam: FamilyDef, b: BuildDef, index: number, pacIndex: PacIndex): ProductSeed {
  const name = `${fam.name} ${b.label}`;
  const urlKey = slug(`${fam.key} ${b.label}`);
  const profile: GeometryProfile = PROFILES[b.profile ?? fam.profile];
  const paint = PAINTS[b.paint ?? fam.paints[index % fam.paints.length] ?? 'mattBlack'];
  const parts: Parts = { ...fam.parts, ...definedOnly(b) };
  const ctx = `bike ${urlKey}`;
  const gsPart = ref(pacIndex, b.gs, ctx);
  const gs: GroupsetInfo | undefined = gsPart?.def.gs;
  if (gsPart && !gs) throw new Error(`${ctx}: '${b.gs}' is not a groupset`);
  const wheels = ref(pacIndex, parts.wheels, ctx);
  const tyres = ref(pacIndex, parts.tyres, ctx);
  const saddle = ref(pacIndex, parts.saddle, ctx);
  const bar = ref(pacIndex, parts.bar, ctx);
  const stem = ref(pacIndex, parts.stem, ctx);
  const gearsName: Bi = gs ? bbi(gs.short) : (b.gears?.name ?? bbi('Single speed', 'Singlespeed'));
  const gearsShort: Bi = gs ? gearsName : (b.gears?.short ?? gearsName);
  const tyreSize = parts.tyreSize ?? '';

  // --- Specification sheet ---
  const specs: SpecSeed[] = [
    { label: SPEC_LABELS.frame, value: fam.frame },
    { label: SPEC_LABELS.fork, value: fam.fork },
  ];
  if (fam.ebike) {
    specs.push(
      { label: SPEC_LABELS.motor, value: fam.ebike.motor },
      { label: SPEC_LABELS.battery, value: fam.ebike.battery },
      { label: SPEC_LABELS.range, value: fam.ebike.range },
    );
  }
  if (gs) {
    specs.push(
      { label: SPEC_LABELS.groupset, value: bbi(gs.short) },
      { label: SPEC_LABELS.chainset, value: bbi(gs.chainset, deSpec(gs.chainset)) },
      {
        label: gs.cassette.includes(' hub') ? SPEC_LABELS.hub : SPEC_LABELS.cassette,
        value: bbi(gs.cassette, deSpec(gs.cassette)),
      },
      { label: SPEC_LABELS.brakes, value: gs.brakes },
    );
  } else {
    specs.push(
      { label: SPEC_LABELS.gears, value: gearsName },
      { label: SPEC_LABELS.brakes, value: b.gears?.brakes ?? bbi('Rim brakes', 'Felgenbremsen') },
    );
  }
  const wheelsValue = wheels ? wheels.name : fam.wheelsText;
  if (wheelsValue) specs.push({ label: SPEC_LABELS.wheels, value: wheelsValue });
  if (tyres)
    specs.push({
      label: SPEC_LABELS.tyres,
      value: bbi(`${brandModel(tyres)}, ${tyreSize}`, `${brandModel(tyres)}, ${tyreSize.replace('.', ',')}`),
    });
  else if (fam.tyresText) specs.push({ label: SPEC_LABELS.tyres, value: fam.tyresText });
  if (bar) specs.push({ label: SPEC_LABELS.handlebar, value: bar.name });
  if (stem) specs.push({ label: SPEC_LABELS.stem, value: stem.name });
  if (saddle) specs.push({ label: SPEC_LABELS.saddle, value: saddle.name });
  specs.push({ label: SPEC_LABELS.seatpost, value: fam.seatpost });
  if (fam.equipment) specs.push({ label: SPEC_LABELS.equipment, value: fam.equipment });
  const refLabel = profile.sizes.find((s) => s.value === profile.reference)?.label ?? bbi(profile.reference);
  specs.push({
    label: SPEC_LABELS.weight,
    value: bbi(
      `${b.weight.toFixed(1)} kg (size ${refLabel.en}, without pedals)`,
      `${deDecimal(b.weight)} kg (Größe ${refLabel.de}, ohne Pedale)`,
    ),
  });

  // --- Description ---
  const firstIntro = bbi(fam.intro.en.split('\n\n')[0] ?? fam.intro.en, fam.intro.de.split('\n\n')[0] ?? fam.intro.de);
  const gearsSentence: Bi = gs?.bikeBlurb ?? b.gears?.blurb ?? bbi('', '');
  const rolling: Bi | null =
    wheels && tyres
      ? bbi(
          `It rolls on ${brandModel(wheels)} wheels with ${tyreSize} ${brandModel(tyres)} tyres.`,
          `Gerollt wird auf dem Laufradsatz ${brandModel(wheels)} mit Reifen vom Typ ${brandModel(tyres)} in ${tyreSize.replace('.', ',')}.`,
        )
      : tyres
        ? bbi(
            `It comes with ${tyreSize} ${brandModel(tyres)} tyres.`,
            `Montiert sind Reifen vom Typ ${brandModel(tyres)} in ${tyreSize.replace('.', ',')}.`,
          )
        : null;
  const closing: Bi = fam.configurator
    ? bbi(
        'Make it yours in our bike builder: choose the frame colour, a gradient, the logo colours and a matt or gloss finish. Every Cadence bike is built to order by our mechanics and checked by hand before it is boxed.',
        'Gestalten Sie es in unserem Konfigurator: Wählen Sie Rahmenfarbe, Farbverlauf, Logofarben und ein mattes oder glänzendes Finish. Jedes Cadence-Rad wird von unseren Mechanikern auf Bestellung aufgebaut und vor dem Verpacken von Hand geprüft.',
      )
    : fam.image === 'kids-bike'
      ? bbi(
          `Shown in ${paint.name.en}. Built by our own mechanics and checked by hand, it arrives ready to ride – you only need to straighten the handlebar and check the tyre pressure.`,
          `Abgebildet in ${paint.name.de}. Von unseren eigenen Mechanikern aufgebaut und von Hand geprüft, kommt es fahrbereit an – Sie müssen nur noch den Lenker ausrichten und den Luftdruck prüfen.`,
        )
      : bbi(
          `Finished in ${paint.name.en}. Every Cadence bike is built to order by our mechanics, checked by hand and delivered almost fully assembled.`,
          `Lackiert in ${paint.name.de}. Jedes Cadence-Rad wird von unseren Mechanikern auf Bestellung aufgebaut, von Hand geprüft und nahezu komplett montiert geliefert.`,
        );
  const description = bbi(
    [firstIntro.en, [gearsSentence.en, rolling?.en].filter(Boolean).join(' '), closing.en].join('\n\n'),
    [firstIntro.de, [gearsSentence.de, rolling?.de].filter(Boolean).join(' '), closing.de].join('\n\n'),
  );

  // --- Options (sizes) with stock ---
  const stocks = profile.sizes.map((s) => (b.soldOut ? 0 : seededStock(`${urlKey}:${s.value}`, 0.2, 12)));
  const refIdx = Math.max(
    0,
    profile.sizes.findIndex((s) => s.value === profile.reference),
  );
  const defIdx =
    (stocks[refIdx] ?? 0) > 0
      ? refIdx
      : Math.max(
          0,
          stocks.findIndex((q) => q > 0),
        );
  const options: OptionSeed[] = profile.sizes.map((s, i) => ({
    type: 'size',
    value: s.value,
    label: s.label,
    isDefault: i === defIdx,
    stock: stocks[i] ?? 0,
  }));

  const shifting = gs?.shifting;
  const inStock = stocks.some((q) => q > 0);
  const attributes: ProductAttributes = {
    colour: [paint.colour],
    by_size: profile.sizes.map((s) => s.byCode),
    material: [fam.material],
    condition: ['new'],
    discipline: [...fam.discipline],
    manufacturer: ['cadence'],
    fast_delivery: [inStock && !fam.configurator && rngFor(urlKey, 'fast')() < 0.5 ? 'yes' : 'no'],
    filter_category: ['bikes'],
    bike_collection: [...fam.collection],
    product_family: [fam.family],
  };
  if (shifting) attributes.shifting = [shifting];

  const views: [Bi, string][] = [
    [bi('side view', 'Seitenansicht'), paint.hex],
    [bi('drive-side detail', 'Detailansicht Antriebsseite'), paint.hex],
    [bi('cockpit', 'Cockpit'), paint.accent],
  ];
  const images: ImageSeed[] = views.slice(0, fam.image === 'kids-bike' ? 2 : 3).map(([view, colour], i) => ({
    kind: fam.image,
    colour,
    accent: i === 2 ? paint.hex : paint.accent,
    alt: bi(`${name} in ${paint.name.en} – ${view.en}`, `${name} in ${paint.name.de} – ${view.de}`),
  }));

  const specLinks = [gsPart, wheels, tyres, saddle, bar, stem]
    .filter((p): p is NonNullable<typeof p> => p !== undefined)
    .map((p) => p.urlKey);
  if (fam.image === 'kids-bike' && fam.profile !== 'balance') {
    const pedals = ref(pacIndex, 'pedal-junior', ctx);
    if (pedals) specLinks.push(pedals.urlKey);
  }
  const links: LinkSeed[] = [
    ...[...new Set(specLinks)].map((key) => ({ type: 'specification' as const, key })),
    ...fam.extras.map((e) => ({ type: 'extra' as const, key: ref(pacIndex, e, ctx)?.urlKey ?? e })),
  ];

  const kindLower = bbi(fam.kind.en.charAt(0).toLowerCase() + fam.kind.en.slice(1), fam.kind.de);
  return {
    urlKey,
    sku: `BK-${urlKey.toUpperCase()}`,
    type: 'child-bike',
    parentKey: fam.key,
    manufacturer: 'Cadence',
    attributes,
    bannedCountries: fam.banned ?? [],
    createdAt: createdAtFor(urlKey),
    name: bbi(name),
    subtitle: bbi(`${fam.kind.en} · ${gearsShort.en}`, `${fam.kind.de} · ${gearsShort.de}`),
    description,
    metaTitle: bbi(`${name} ${fam.kindTitle.en} | Cadence Cycles`, `${name} ${fam.kindTitle.de} | Cadence Cycles`),
    metaDescription: bbi(
      `${name}: ${kindLower.en} with ${gearsShort.en}. Built to order, checked by hand and delivered ready to ride.`,
      `${name}: ${kindLower.de} mit ${gearsShort.de}. Auf Bestellung aufgebaut, von Hand geprüft und fahrbereit geliefert.`,
    ),
    categoryPaths: [b.category ?? fam.category],
    priceGbp: b.price,
    specialGbp: b.soldOut ? null : seededSpecial(urlKey, b.price, b.special),
    options,
    geometry: geometryFor(profile),
    sizeGuide: sizeGuideFor(profile),
    specs,
    images,
    links,
  };
}

function definedOnly(b: BuildDef): Parts {
  const out: Parts = {};
  for (const k of ['wheels', 'tyres', 'tyreSize', 'saddle', 'bar', 'stem'] as const) if (b[k] !== undefined) out[k] = b[k];
  return out;
}

/** The model overview: priced from its cheapest build, filterable by everything its builds offer. */
function parentOf(fam: FamilyDef, children: ProductSeed[]): ProductSeed {
  const profile = PROFILES[fam.profile];
  // Sizes across all builds (kids' models span several wheel sizes), in order of appearance.
  const sizeLabels: Bi[] = [];
  for (const o of children.flatMap((c) => c.options)) if (!sizeLabels.some((l) => l.en === o.label.en)) sizeLabels.push(o.label);
  const union = (code: keyof ProductAttributes): string[] => [...new Set(children.flatMap((c) => c.attributes[code] ?? []))];
  const attributes: ProductAttributes = {};
  for (const code of FILTER_ATTRIBUTES) {
    const values = union(code);
    if (values.length) attributes[code] = values;
  }
  const priceGbp = Math.min(...children.map((c) => c.priceGbp));
  const cheapestEffective = Math.min(...children.map((c) => c.specialGbp ?? c.priceGbp));
  const first = fam.builds[0];
  const last = fam.builds[fam.builds.length - 1];
  const gearsOf = (b: BuildDef | undefined): string => (b?.gs ? b.label : (b?.label ?? ''));
  const range =
    fam.builds.length > 1
      ? bbi(
          `Choose from ${fam.builds.length} builds, from the ${fam.name} ${gearsOf(first)} to the ${fam.name} ${gearsOf(last)}, in sizes ${(sizeLabels[0]?.en ?? '').replace(' wheels', '')} to ${sizeLabels[sizeLabels.length - 1]?.en}.`,
          `Wählen Sie aus ${fam.builds.length} Ausstattungen – vom ${fam.name} ${gearsOf(first)} bis zum ${fam.name} ${gearsOf(last)} – in den Größen ${sizeLabels[0]?.de} bis ${sizeLabels[sizeLabels.length - 1]?.de}.`,
        )
      : bbi(
          `Available in sizes ${sizeLabels.map((s) => s.en).join(' and ')}.`,
          `Erhältlich in den Größen ${sizeLabels.map((s) => s.de).join(' und ')}.`,
        );
  const visit = bbi(
    'Not sure which size or build is right? Book a test ride or a bike fit at our London or Manchester store, or ask our team online.',
    'Unsicher bei Größe oder Ausstattung? Vereinbaren Sie eine Probefahrt oder ein Bikefitting in unserer Filiale in London oder Manchester – oder fragen Sie unser Team online.',
  );
  const images: ImageSeed[] = children.slice(0, 2).map((c, i) => {
    const img = c.images[0];
    return {
      kind: fam.image,
      colour: img?.colour ?? '#1b1b1d',
      accent: img?.accent ?? '#6e7378',
      alt:
        i === 0 ? bi(`${fam.name} – ${fam.kind.en.toLowerCase()}`, `${fam.name} – ${fam.kind.de}`) : (img?.alt ?? bbi(fam.name)),
    };
  });
  return {
    urlKey: fam.key,
    sku: `PB-${fam.key.toUpperCase()}`,
    type: 'parent-bike',
    parentKey: null,
    manufacturer: 'Cadence',
    attributes,
    bannedCountries: fam.banned ?? [],
    createdAt: createdAtFor(fam.key),
    name: bbi(fam.name),
    subtitle: bbi(`${fam.kind.en} – ${fam.tagline.en}`, `${fam.kind.de} – ${fam.tagline.de}`),
    description: bbi(`${fam.intro.en}\n\n${range.en} ${visit.en}`, `${fam.intro.de}\n\n${range.de} ${visit.de}`),
    metaTitle: bbi(`${fam.name} ${fam.kindTitle.en} | Cadence Cycles`, `${fam.name} ${fam.kindTitle.de} | Cadence Cycles`),
    metaDescription: bbi(
      `${fam.name}: ${fam.tagline.en.charAt(0).toLowerCase()}${fam.tagline.en.slice(1)}. ${fam.builds.length} builds, built to order in the UK by Cadence Cycles.`,
      `${fam.name}: ${fam.tagline.de}. ${fam.builds.length} Ausstattungen, auf Bestellung aufgebaut von Cadence Cycles.`,
    ),
    categoryPaths: [...new Set(children.flatMap((c) => c.categoryPaths))],
    priceGbp,
    specialGbp: cheapestEffective < priceGbp ? cheapestEffective : null,
    options: [],
    geometry: geometryFor(profile),
    sizeGuide: sizeGuideFor(profile),
    specs: [],
    images,
    links: [],
  };
}

/**
 * Related bikes: the other builds of the same model first, then builds of the same product
 * family, then of the same category – between three and six of them.
 */
function addRelatedLinks(families: FamilyDef[], childrenByFamily: Map<string, ProductSeed[]>): void {
  for (const fam of families) {
    const own = childrenByFamily.get(fam.key) ?? [];
    const sameFamily = families
      .filter((f) => f.key !== fam.key && f.family === fam.family)
      .flatMap((f) => childrenByFamily.get(f.key) ?? []);
    const sameCategory = families
      .filter(
        (f) =>
          f.key !== fam.key &&
          f.family !== fam.family &&
          f.category.split('/').slice(0, 2).join('/') === fam.category.split('/').slice(0, 2).join('/'),
      )
      .flatMap((f) => childrenByFamily.get(f.key) ?? []);
    for (const child of own) {
      const pool = [...own.filter((c) => c !== child), ...sameFamily, ...sameCategory];
      const picked = pool.slice(0, 5).map((c) => c.urlKey);
      child.links.unshift(...picked.map((key) => ({ type: 'related' as const, key })));
    }
  }
}
