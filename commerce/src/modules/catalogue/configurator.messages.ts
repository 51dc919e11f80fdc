import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import type { ViolationKey } from './configurator.types';

/** The configurator's rule messages in both storefronts; en-GB is the spec's wording (§5) where it has one. */
export const CONFIGURATOR_MESSAGES: Record<StoreCode, Record<ViolationKey, string>> = {
  'en-GB': {
    selectSize: 'Please select a size',
    selectGradientColour: 'Please select a gradient colour',
    colourIncompatible: 'This colour is incompatible with the current selection. Please choose a different colour.',
    componentIncompatible: 'This option is incompatible with the current selection. Please choose a different option.',
    soldOut: 'Currently sold out',
    unknownOption: 'This option is not available for this bike.',
    unknownFrame: 'This bike cannot be configured.',
    cannotShip: 'Please note we can not ship this product to your selected country',
  },
  'de-DE': {
    selectSize: 'Bitte wählen Sie eine Größe',
    selectGradientColour: 'Bitte wählen Sie eine Verlaufsfarbe',
    colourIncompatible: 'Diese Farbe ist mit der aktuellen Auswahl nicht kompatibel. Bitte wählen Sie eine andere Farbe.',
    componentIncompatible: 'Diese Option ist mit der aktuellen Auswahl nicht kompatibel. Bitte wählen Sie eine andere Option.',
    soldOut: 'Derzeit ausverkauft',
    unknownOption: 'Diese Option ist für dieses Rad nicht erhältlich.',
    unknownFrame: 'Dieses Rad kann nicht konfiguriert werden.',
    cannotShip: 'Bitte beachten Sie, dass wir dieses Produkt nicht in Ihr ausgewähltes Land liefern können',
  },
};

export function configuratorMessage(store: string, key: ViolationKey): string {
  return byStore(store, CONFIGURATOR_MESSAGES)[key];
}

/** The labels of each section's default option (it is part of the bike, so it has no selection of its own). */
export const DEFAULT_OPTION_LABELS: Record<StoreCode, Record<string, string>> = {
  'en-GB': {
    standard: 'As specified',
    factory: 'Factory colour',
    none: 'None',
    'none:customColor': 'Factory colours',
    'none:gradientAngle': 'No gradient',
    'none:gradientColor': 'No gradient colour',
    'none:paintProtection': 'No protection film',
    'none:powerMeters': 'No power meter',
    'none:pedals': 'No pedals',
    'none:bags': 'No bags',
    gloss: 'Gloss',
  },
  'de-DE': {
    standard: 'Serienausstattung',
    factory: 'Werksfarbe',
    none: 'Keine',
    'none:customColor': 'Werksfarben',
    'none:gradientAngle': 'Kein Farbverlauf',
    'none:gradientColor': 'Keine Verlaufsfarbe',
    'none:paintProtection': 'Ohne Schutzfolie',
    'none:powerMeters': 'Ohne Powermeter',
    'none:pedals': 'Ohne Pedale',
    'none:bags': 'Ohne Taschen',
    gloss: 'Glänzend',
  },
};

export function defaultOptionLabel(store: string, section: string, code: string): string {
  const labels = byStore(store, DEFAULT_OPTION_LABELS);
  return labels[`${code}:${section}`] ?? labels[code] ?? code;
}
