import type { BuildDrawing, ChoiceSection } from '../catalogue/configurator.types';

/** What a shopper saves from the configurator. */
export type DesignInput = {
  name: string;
  modelUrlKey: string;
  frame: string;
  size: string | null;
  choices: Partial<Record<ChoiceSection, string>>;
};

/** A saved design as its owner sees it: the price when saved and now, in the shopper's currency. */
export type SavedDesign = DesignInput & {
  id: string;
  priceSaved: number;
  currencySaved: string;
  /** Today's price in the shopper's currency; null when the bike can no longer be configured. */
  priceNow: number | null;
  currency: string;
  /** The frame's name (a child bike's). */
  frameName: string | null;
  drawing: BuildDrawing | null;
  createdAt: Date;
};

export type SavedDesignRow = DesignInput & { id: string; priceSaved: number; currencySaved: string; createdAt: Date };

/** A product the customer saved (its sku, the catalogue's key). */
export type SavedProduct = { sku: string; savedAt: Date };
