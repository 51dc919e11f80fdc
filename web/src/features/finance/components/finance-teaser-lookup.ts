import { createContext, useContext } from 'react';

export type FinanceTeaserFigure = { monthly: number; months: number; currency: string };

/**
 * The teaser figures a listing's FinanceTeasersProvider (finance-teasers.tsx) has, by cash price.
 * Apart from the provider so that a product card outside a listing (a product page's rails) does
 * not bring the provider's query with it.
 */
export const TeaserLookup = createContext<(price: number) => FinanceTeaserFigure | null>(() => null);

/** The teaser figure for a cash price, once the provider has it (null until then, without finance, or without a provider). */
export function useFinanceTeaser(price: number): FinanceTeaserFigure | null {
  return useContext(TeaserLookup)(price);
}
