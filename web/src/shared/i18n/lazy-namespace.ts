import { useContext, useEffect, useState } from 'react';
import { TranslationContext } from './translation-provider';
import type { Translator } from './translator';

/** A namespace's locale file for each storefront language, as a bundler's dynamic import gives it. */
export type NamespaceLoaders = Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;

/**
 * Namespaces being loaded, by translator: two parts asking at once load once. Kept here and not in
 * the translator, whose code every page loads first; this module comes with the parts that use it.
 */
const loading = new WeakMap<Translator, Map<string, Promise<void>>>();

/** Brings `namespace` in the translator's language; a failed load is forgotten, so the next ask tries again. */
function load(translator: Translator, namespace: string, loaders: NamespaceLoaders): Promise<void> {
  let pending = loading.get(translator);
  if (!pending) loading.set(translator, (pending = new Map()));
  let answer = pending.get(namespace);
  if (!answer) {
    const loader = loaders[translator.language];
    answer = (loader ? loader() : Promise.reject(new Error(`no ${namespace} texts for ${translator.language}`))).then((file) =>
      translator.add({ [translator.language]: { [namespace]: file.default } }),
    );
    const forget = () => pending.delete(namespace);
    answer.then(forget, forget);
    pending.set(namespace, answer);
  }
  return answer;
}

/**
 * Whether `namespace` is there to translate with, loading it when the page did not bring it.
 *
 * A page sends the namespaces of what it renders (shopper-page.ts: the shell's and the page's own).
 * A part that only the browser shows, when the shopper opens it, on pages that do not render it
 * otherwise (the cart drawer on a catalogue page) renders once this is true: its texts come as a
 * chunk of their own (`loaders`, one file per storefront language), with or after its code, and
 * not in every page's data. On a page that brought the namespace it is true at once. A failed load
 * leaves it false (the part stays closed) and is tried again the next time the part opens.
 */
export function useNamespace(namespace: string, loaders: NamespaceLoaders): boolean {
  const translator = useContext(TranslationContext);
  const ready = translator.has(namespace);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    load(translator, namespace, loaders).then(
      () => {
        if (live) setLoads((loads) => loads + 1);
      },
      () => console.warn(`[i18n] the ${namespace} texts could not be loaded; tried again when next opened`),
    );
    return () => {
      live = false;
    };
  }, [ready, translator, namespace, loaders]);
  return ready;
}
