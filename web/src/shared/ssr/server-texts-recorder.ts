import { AsyncLocalStorage } from 'node:async_hooks';
import { setServerTextRecorder } from '../format/server-texts';

/** The texts of the render in progress, per request (renders of concurrent requests interleave). */
const renderTexts = new AsyncLocalStorage<Map<string, string>>();

setServerTextRecorder((key, text) => renderTexts.getStore()?.set(key, text));

/**
 * Runs a page's render and gives back, with its result, every text it made with `Intl`
 * (shared/format/server-texts.ts), for the document to send beside the HTML.
 */
export async function recordServerTexts<T>(render: () => Promise<T>): Promise<{ result: T; texts: Map<string, string> }> {
  const texts = new Map<string, string>();
  const result = await renderTexts.run(texts, render);
  return { result, texts };
}

/**
 * The texts as the content of a JSON data script: `<` escaped, so no text can end the script
 * or open a comment in it.
 */
export function serverTextsJson(texts: Map<string, string>): string {
  return JSON.stringify(Object.fromEntries(texts)).replace(/</g, '\\u003c');
}
