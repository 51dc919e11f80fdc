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

/** Where a namespace a part needs stands: there, on its way, or not loaded this time. */
export type NamespaceState = 'ready' | 'loading' | 'failed';

/**
 * `namespace`, loaded when the page did not bring it.
 *
 * A page sends the namespaces of what it renders (shopper-page.ts: the shell's and the page's own).
 * A part that only the browser shows, when the shopper opens it, on pages that do not render it
 * otherwise (the cart drawer on a catalogue page), renders its own texts once this is 'ready': they
 * come as a chunk of their own (`loaders`, one file per storefront language), after its code, and
 * not in every page's data. Until then, or when the load failed ('failed'), the part shows what
 * the shell's texts can say. A failed load is tried again when the part is next mounted.
 */
export function useNamespace(namespace: string, loaders: NamespaceLoaders): NamespaceState {
  const translator = useContext(TranslationContext);
  const ready = translator.has(namespace);
  const [failed, setFailed] = useState<Translator | null>(null);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    load(translator, namespace, loaders).then(
      () => {
        if (live) setLoads((loads) => loads + 1);
      },
      () => {
        if (!live) return;
        console.warn(`[i18n] the ${namespace} texts could not be loaded; tried again when next opened`);
        setFailed(translator);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, translator, namespace, loaders]);
  if (ready) return 'ready';
  return failed === translator ? 'failed' : 'loading';
}
