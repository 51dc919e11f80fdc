/** Page types analytics sees (spec §2). */
export type AnalyticsPageType =
  | 'home'
  | 'blog lister'
  | 'blog'
  | 'CMS page'
  | 'bike product'
  | 'parent bike model overview'
  | 'accessories product'
  | 'category'
  | 'search results'
  | 'configurator'
  | 'error';

export type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes an event to the dataLayer; the tag manager script itself loads only after consent. */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function pushPageView(pageType: AnalyticsPageType, locale: string, path: string): void {
  pushDataLayer({ event: 'page_view', page_type: pageType, locale, page_path: path });
}

/** GA4 `search`: the shopper submitted a search (the results page then sends view_search_results). */
export function pushSearch(searchTerm: string): void {
  pushDataLayer({ event: 'search', search_term: searchTerm });
}
