import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import type { FilterAttribute } from './listing-query.rules';

type Bilingual = Record<StoreCode, string>;

/**
 * Display names of the filter attributes and of their enumerated values, per storefront. Values
 * are stored as slugs on products (so filters in URLs stay stable across languages); these are the
 * words shoppers read. Brand names come from the products themselves, sizes from `sizeLabel`.
 */
export const ATTRIBUTE_LABELS: Record<FilterAttribute | 'price', Bilingual> = {
  price: { 'en-GB': 'Price', 'de-DE': 'Preis' },
  colour: { 'en-GB': 'Colour', 'de-DE': 'Farbe' },
  by_size: { 'en-GB': 'Size', 'de-DE': 'Größe' },
  shifting: { 'en-GB': 'Shifting', 'de-DE': 'Schaltung' },
  material: { 'en-GB': 'Material', 'de-DE': 'Material' },
  condition: { 'en-GB': 'Condition', 'de-DE': 'Zustand' },
  discipline: { 'en-GB': 'Discipline', 'de-DE': 'Disziplin' },
  manufacturer: { 'en-GB': 'Brand', 'de-DE': 'Marke' },
  fast_delivery: { 'en-GB': 'Fast delivery', 'de-DE': 'Schnelle Lieferung' },
  filter_category: { 'en-GB': 'Category', 'de-DE': 'Kategorie' },
  bike_collection: { 'en-GB': 'Collection', 'de-DE': 'Kollektion' },
  product_family: { 'en-GB': 'Model family', 'de-DE': 'Modellfamilie' },
};

const VALUE_LABELS: Partial<Record<FilterAttribute, Record<string, Bilingual>>> = {
  colour: {
    black: { 'en-GB': 'Black', 'de-DE': 'Schwarz' },
    blue: { 'en-GB': 'Blue', 'de-DE': 'Blau' },
    red: { 'en-GB': 'Red', 'de-DE': 'Rot' },
    titanium: { 'en-GB': 'Titanium', 'de-DE': 'Titan' },
    white: { 'en-GB': 'White', 'de-DE': 'Weiß' },
    grey: { 'en-GB': 'Grey', 'de-DE': 'Grau' },
    olive: { 'en-GB': 'Olive', 'de-DE': 'Oliv' },
    sand: { 'en-GB': 'Sand', 'de-DE': 'Sand' },
    navy: { 'en-GB': 'Navy', 'de-DE': 'Marineblau' },
    teal: { 'en-GB': 'Teal', 'de-DE': 'Petrol' },
    orange: { 'en-GB': 'Orange', 'de-DE': 'Orange' },
    silver: { 'en-GB': 'Silver', 'de-DE': 'Silber' },
    green: { 'en-GB': 'Green', 'de-DE': 'Grün' },
    brown: { 'en-GB': 'Brown', 'de-DE': 'Braun' },
    'hi-vis': { 'en-GB': 'Hi-vis', 'de-DE': 'Warnfarbe' },
    pink: { 'en-GB': 'Pink', 'de-DE': 'Pink' },
    yellow: { 'en-GB': 'Yellow', 'de-DE': 'Gelb' },
    purple: { 'en-GB': 'Purple', 'de-DE': 'Lila' },
  },
  shifting: {
    mechanical: { 'en-GB': 'Mechanical', 'de-DE': 'Mechanisch' },
    electronic: { 'en-GB': 'Electronic', 'de-DE': 'Elektronisch' },
  },
  material: {
    aluminium: { 'en-GB': 'Aluminium', 'de-DE': 'Aluminium' },
    carbon: { 'en-GB': 'Carbon', 'de-DE': 'Carbon' },
    titanium: { 'en-GB': 'Titanium', 'de-DE': 'Titan' },
    steel: { 'en-GB': 'Steel', 'de-DE': 'Stahl' },
  },
  condition: {
    new: { 'en-GB': 'New', 'de-DE': 'Neu' },
    refurbished: { 'en-GB': 'Refurbished', 'de-DE': 'Generalüberholt' },
    'ex-demo': { 'en-GB': 'Ex-demo', 'de-DE': 'Vorführmodell' },
  },
  discipline: {
    gravel: { 'en-GB': 'Gravel', 'de-DE': 'Gravel' },
    road: { 'en-GB': 'Road', 'de-DE': 'Rennrad' },
    hybrid: { 'en-GB': 'Hybrid', 'de-DE': 'Trekking & City' },
    kids: { 'en-GB': 'Kids', 'de-DE': 'Kinder' },
    endurance: { 'en-GB': 'Endurance', 'de-DE': 'Endurance' },
    'e-bike': { 'en-GB': 'E-bike', 'de-DE': 'E-Bike' },
    mtb: { 'en-GB': 'Mountain bike', 'de-DE': 'Mountainbike' },
  },
  fast_delivery: {
    yes: { 'en-GB': 'Yes', 'de-DE': 'Ja' },
    no: { 'en-GB': 'No', 'de-DE': 'Nein' },
  },
  filter_category: {
    bikes: { 'en-GB': 'Bikes', 'de-DE': 'Fahrräder' },
    groupsets: { 'en-GB': 'Groupsets', 'de-DE': 'Schaltgruppen' },
    tyres: { 'en-GB': 'Tyres', 'de-DE': 'Reifen' },
    wheels: { 'en-GB': 'Wheels', 'de-DE': 'Laufräder' },
    bags: { 'en-GB': 'Bags', 'de-DE': 'Taschen' },
    lights: { 'en-GB': 'Lights', 'de-DE': 'Beleuchtung' },
    pedals: { 'en-GB': 'Pedals', 'de-DE': 'Pedale' },
    saddles: { 'en-GB': 'Saddles', 'de-DE': 'Sättel' },
    helmets: { 'en-GB': 'Helmets', 'de-DE': 'Helme' },
    jackets: { 'en-GB': 'Jackets', 'de-DE': 'Jacken' },
    jerseys: { 'en-GB': 'Jerseys', 'de-DE': 'Trikots' },
    locks: { 'en-GB': 'Locks', 'de-DE': 'Schlösser' },
    pumps: { 'en-GB': 'Pumps', 'de-DE': 'Pumpen' },
    'tubes-tubeless': { 'en-GB': 'Tubes & tubeless', 'de-DE': 'Schläuche & Tubeless' },
    handlebars: { 'en-GB': 'Handlebars', 'de-DE': 'Lenker' },
    shoes: { 'en-GB': 'Shoes', 'de-DE': 'Schuhe' },
    shorts: { 'en-GB': 'Shorts', 'de-DE': 'Hosen' },
    tools: { 'en-GB': 'Tools', 'de-DE': 'Werkzeug' },
    'bottle-cages': { 'en-GB': 'Bottle cages', 'de-DE': 'Flaschenhalter' },
    gloves: { 'en-GB': 'Gloves', 'de-DE': 'Handschuhe' },
    'bar-tape': { 'en-GB': 'Bar tape', 'de-DE': 'Lenkerband' },
    bottles: { 'en-GB': 'Bottles', 'de-DE': 'Trinkflaschen' },
    'bike-care': { 'en-GB': 'Bike care', 'de-DE': 'Fahrradpflege' },
    'e-bike-parts': { 'en-GB': 'E-bike parts', 'de-DE': 'E-Bike-Teile' },
    stems: { 'en-GB': 'Stems', 'de-DE': 'Vorbauten' },
    'computer-mounts': { 'en-GB': 'Computer mounts', 'de-DE': 'Computerhalterungen' },
  },
  bike_collection: {
    adventure: { 'en-GB': 'Adventure', 'de-DE': 'Abenteuer' },
    race: { 'en-GB': 'Race', 'de-DE': 'Rennen' },
    'all-road': { 'en-GB': 'All-road', 'de-DE': 'All-Road' },
    endurance: { 'en-GB': 'Endurance', 'de-DE': 'Endurance' },
    electric: { 'en-GB': 'Electric', 'de-DE': 'Elektrisch' },
    commute: { 'en-GB': 'Commute', 'de-DE': 'Pendeln' },
    kids: { 'en-GB': 'Kids', 'de-DE': 'Kinder' },
    fitness: { 'en-GB': 'Fitness', 'de-DE': 'Fitness' },
  },
};

/** Model family slugs are brand names: "ultra-grit" → "Ultra-Grit", "e-road" → "E-Road", "cgr" → "CGR". */
function familyLabel(value: string): string {
  if (/^[a-z]{2,3}$/.test(value) && !/[aeiou]/.test(value)) return value.toUpperCase();
  return value.replace(/(^|-)([a-z])/g, (_m, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
}

/**
 * A size value as shoppers write it: letter sizes upper-cased ("xl" → "XL", "s-m" → "S–M"),
 * millimetres with a decimal point ("172-5mm" → "172.5 mm"), shoe sizes ("eu42" → "EU 42"),
 * wheel sizes in inches ("24-inch", "24in" → "24″"), tyre sizes kept ("700x28" → "700×28").
 */
export function sizeLabel(value: string, store: string): string {
  const decimal = byStore(store, { 'en-GB': '.', 'de-DE': ',' });
  let m = /^(\d+)(?:-(\d+))?(mm|ml|l)$/.exec(value);
  if (m) return `${m[1]}${m[2] ? `${decimal}${m[2]}` : ''} ${m[3] === 'l' ? 'l' : m[3]}`;
  m = /^eu(\d+)$/.exec(value);
  if (m) return `EU ${m[1]}`;
  m = /^(\d+)(?:-inch|in)$/.exec(value);
  if (m) return `${m[1]}″`;
  m = /^(\d+)x(\d+)$/.exec(value);
  if (m) return `${m[1]}×${m[2]}`;
  m = /^(\d+)-pack$/.exec(value);
  if (m) return byStore(store, { 'en-GB': `${m[1]}-pack`, 'de-DE': `${m[1]}er-Pack` });
  if (/^(x{0,2}[sml]|xl|xxl|[sml][0-9]?)$/.test(value)) return value.toUpperCase();
  if (/^[a-z]{1,3}-[a-z]{1,3}$/.test(value) && value.length <= 5) return value.toUpperCase().replace('-', '–');
  if (/^[a-z]{4,}$/.test(value)) return value.charAt(0).toUpperCase() + value.slice(1);
  return value.toUpperCase();
}

/** The attribute's display name in the storefront's language. */
export function attributeLabel(code: string, store: string): string {
  const labels = ATTRIBUTE_LABELS[code as FilterAttribute];
  if (!labels) return code;
  return byStore(store, labels);
}

/**
 * A facet value's display name: a brand's own name when the data carries one, the enumerated
 * labels above, size and family rules, else the slug with its first letter capitalised.
 */
export function facetValueLabel(code: string, value: string, store: string, dataLabel?: string | null): string {
  if (dataLabel) return dataLabel;
  const known = VALUE_LABELS[code as FilterAttribute]?.[value];
  if (known) return byStore(store, known);
  if (code === 'by_size') return sizeLabel(value, store);
  if (code === 'product_family') return familyLabel(value);
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ');
}
