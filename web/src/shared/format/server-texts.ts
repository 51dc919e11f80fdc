/**
 * Text the server made with `Intl` for a page (prices, numbers, dates, plural categories), sent
 * with the page so the browser's first render — hydration — reads it instead of asking `Intl`.
 *
 * The first `Intl` object a page makes, of any kind, has Chromium load ICU's data: 25–30 ms of
 * main thread on a fast machine, 100–130 ms at a phone's 4× slower CPU, in one task. Every page
 * that shows a price paid it while it hydrated, only to produce text the server had already
 * written into the HTML. With this, a page pays it only when it formats something new (a price
 * the shopper's choice changes), once.
 *
 * Each text is kept under a key naming everything that made it (the kind of format, the locale,
 * the options and the value), so the browser reuses a text only where `Intl` would be asked the
 * very same thing; anything else is formatted as before.
 */

/** The element the page's texts travel in (a JSON data script, never run). */
export const SERVER_TEXTS_ELEMENT_ID = '__SERVER_TEXTS__';

type Recorder = (key: string, text: string) => void;

/**
 * Where the server keeps a render's texts (shared/ssr/server-texts-recorder.ts sets it). On
 * globalThis, not in this module: each server entry (the document, the pages) may carry its own
 * copy of this module, and all of them must record into the one render.
 */
const RECORDER = Symbol.for('cadence.server-texts.recorder');
type RecorderHolder = { [RECORDER]?: Recorder };

/** The server's recorder for every text made with `intlText` (server only). */
export function setServerTextRecorder(recorder: Recorder): void {
  (globalThis as RecorderHolder)[RECORDER] = recorder;
}

let browserTexts: Map<string, string> | undefined;

/** The texts the document came with: a JSON object of strings; anything else is none. */
function readServerTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(document.getElementById(SERVER_TEXTS_ELEMENT_ID)?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, text] of Object.entries(parsed)) if (typeof text === 'string') texts.set(key, text);
    }
  } catch {
    // A page without readable texts formats everything itself.
  }
  return texts;
}

/** Records `text` under `key` for the page the server is rendering; nothing in the browser. */
export function recordServerText(key: string, text: string): void {
  if (typeof window === 'undefined') (globalThis as RecorderHolder)[RECORDER]?.(key, text);
}

/** The text the page came with for `key`, in the browser; undefined on the server or when there is none. */
export function pageText(key: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  browserTexts ??= readServerTexts();
  return browserTexts.get(key);
}

/**
 * `format()`'s text for `key`: in the browser the page's text for the same key when it came with
 * one; else formatted, and on the server recorded for the page.
 */
export function intlText(key: string, format: () => string): string {
  const known = pageText(key);
  if (known !== undefined) return known;
  const text = format();
  recordServerText(key, text);
  return text;
}

/** Forgets the texts read from the document (tests give each case its own document). */
export function resetServerTexts(): void {
  browserTexts = undefined;
}
