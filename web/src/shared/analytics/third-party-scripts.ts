import { ANALYTICS_SCRIPT_URL, MARKETING_SCRIPT_URL } from '../config/public-config';

/** What the shop logs when the marketing script does not load (spec §8, verbatim). */
export const MARKETING_SCRIPT_FAILED = 'Bloomreach script failed to load';

/**
 * Adds a third-party script to the page's head, once: a script already on the page (a consent
 * saved again, the effect of a re-render) is not added again, nor one that failed, which stays
 * failed until the next page load. `onError` runs when it does not load (the network, a blocker,
 * the Content-Security-Policy). Nothing for an empty `src`: the script is not configured.
 */
export function loadScript(src: string, onError?: () => void): void {
  if (!src || Array.from(document.scripts).some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (onError) script.addEventListener('error', onError, { once: true });
  document.head.appendChild(script);
}

/** The tag manager script; call only after consent to analytics. */
export function loadAnalyticsScript(): void {
  loadScript(ANALYTICS_SCRIPT_URL);
}

/** The marketing tracking script (Bloomreach); call only after consent to marketing. Its failure is logged (spec §8). */
export function loadMarketingScript(): void {
  loadScript(MARKETING_SCRIPT_URL, () => console.error(MARKETING_SCRIPT_FAILED));
}
