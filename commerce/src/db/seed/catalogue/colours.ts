import { bi, type Bi } from './types';

/** Colour filter codes (attribute `colour`) with their labels and a swatch hex for images. */
export const COLOURS = {
  black: { label: bi('Black', 'Schwarz'), hex: '#1b1b1d' },
  white: { label: bi('White', 'Weiß'), hex: '#f2f2ee' },
  grey: { label: bi('Grey', 'Grau'), hex: '#6e7378' },
  silver: { label: bi('Silver', 'Silber'), hex: '#b9bcc0' },
  red: { label: bi('Red', 'Rot'), hex: '#c1272d' },
  orange: { label: bi('Orange', 'Orange'), hex: '#e8702a' },
  yellow: { label: bi('Yellow', 'Gelb'), hex: '#f2c230' },
  green: { label: bi('Green', 'Grün'), hex: '#2f6b3f' },
  olive: { label: bi('Olive', 'Oliv'), hex: '#6b6b3a' },
  teal: { label: bi('Teal', 'Petrol'), hex: '#1f7a7a' },
  blue: { label: bi('Blue', 'Blau'), hex: '#2457a6' },
  navy: { label: bi('Navy', 'Marineblau'), hex: '#1d2a4a' },
  purple: { label: bi('Purple', 'Lila'), hex: '#5b3a7a' },
  pink: { label: bi('Pink', 'Pink'), hex: '#e46a9a' },
  sand: { label: bi('Sand', 'Sand'), hex: '#cdb891' },
  brown: { label: bi('Brown', 'Braun'), hex: '#6b4a2f' },
  titanium: { label: bi('Titanium', 'Titan'), hex: '#a7a9ac' },
  'hi-vis': { label: bi('Hi-vis yellow', 'Neongelb'), hex: '#d7f03a' },
} as const satisfies Record<string, { label: Bi; hex: string }>;

export type ColourCode = keyof typeof COLOURS;

/** A frame paint: its name, the colour filter it belongs to and the hexes the images are drawn in. */
export type Paint = { name: Bi; colour: ColourCode; hex: string; accent: string };

const paint = (en: string, de: string, colour: ColourCode, hex: string, accent: string): Paint => ({
  name: bi(en, de),
  colour,
  hex,
  accent,
});

export const PAINTS = {
  racingGreen: paint('Racing Green', 'Racing-Grün', 'green', '#1f4d3a', '#c9a227'),
  stormGrey: paint('Storm Grey', 'Sturmgrau', 'grey', '#4a5058', '#e8702a'),
  brushedTi: paint('Brushed Titanium', 'Titan gebürstet', 'titanium', '#a7a9ac', '#1b1b1d'),
  tiBlue: paint('Brushed Titanium with Blue Decals', 'Titan gebürstet mit blauen Logos', 'titanium', '#a9abae', '#2457a6'),
  tiCopper: paint('Brushed Titanium with Copper Decals', 'Titan gebürstet mit Kupfer-Logos', 'titanium', '#a4a6a9', '#b8733d'),
  mattBlack: paint('Matt Black', 'Mattschwarz', 'black', '#1d1e20', '#8a8d91'),
  stealth: paint('Stealth Black', 'Stealth-Schwarz', 'black', '#141416', '#3a3c40'),
  signalOrange: paint('Signal Orange', 'Signalorange', 'orange', '#e8612a', '#1b1b1d'),
  glacierBlue: paint('Glacier Blue', 'Gletscherblau', 'blue', '#8fb8d8', '#1d2a4a'),
  deepOcean: paint('Deep Ocean', 'Tiefseeblau', 'navy', '#1b2f52', '#7fd1c7'),
  sandstone: paint('Sandstone', 'Sandstein', 'sand', '#c9b48a', '#3d3a33'),
  oxblood: paint('Oxblood', 'Ochsenblutrot', 'red', '#5e1a1d', '#d9c9a3'),
  racingRed: paint('Racing Red', 'Rennrot', 'red', '#c1272d', '#f2f2ee'),
  moss: paint('Moss', 'Moosgrün', 'olive', '#5f6b3a', '#e0d6b5'),
  pearlWhite: paint('Pearl White', 'Perlweiß', 'white', '#eeeeea', '#1b1b1d'),
  lagoon: paint('Lagoon Teal', 'Lagunen-Petrol', 'teal', '#1f7a7a', '#f2c230'),
  ultramarine: paint('Ultramarine', 'Ultramarin', 'blue', '#243fa6', '#e46a9a'),
  copper: paint('Burnt Copper', 'Kupferbraun', 'brown', '#9a5a33', '#1b1b1d'),
  lilac: paint('Dusk Lilac', 'Flieder', 'purple', '#8c7aa9', '#f2f2ee'),
  mustard: paint('Mustard', 'Senfgelb', 'yellow', '#d1a12a', '#1d2a4a'),
  lime: paint('Zest Lime', 'Limettengrün', 'green', '#8cc63f', '#1d2a4a'),
  skyBlue: paint('Sky Blue', 'Himmelblau', 'blue', '#5fb0e5', '#f2c230'),
  raspberry: paint('Raspberry', 'Himbeerrot', 'pink', '#c2315f', '#f2f2ee'),
} as const satisfies Record<string, Paint>;

export type PaintKey = keyof typeof PAINTS;
