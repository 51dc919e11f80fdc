/**
 * A full page load of `url` (no client-side navigation): used where nothing of the current page's
 * state may survive, such as signing out. A module of its own so tests can observe it (jsdom's
 * `location` cannot be spied on).
 */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
