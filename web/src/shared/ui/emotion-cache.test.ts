import { css } from '@emotion/react';
import { createEmotionCache, EMOTION_INSERTION_POINT, EMOTION_KEY } from './emotion-cache';

/** The head as pages/_document.tsx writes it: the global styles, the insertion point, the components' styles. */
function serverHead(): void {
  document.head.innerHTML =
    `<meta charset="utf-8"><style data-emotion="${EMOTION_KEY}-global 1abc" data-s="">body{margin:0}</style>` +
    `<template id="${EMOTION_INSERTION_POINT}"></template>` +
    `<style data-emotion="${EMOTION_KEY} x1 y2" data-s="">.${EMOTION_KEY}-x1{color:red}.${EMOTION_KEY}-y2{color:blue}</style>` +
    '<script type="application/ld+json">{}</script>';
}

describe('createEmotionCache in the browser', () => {
  it("takes the server's styles where they are: @emotion/react's own cache leaves them alone, and the sheet is taken out and put back once, not three times", async () => {
    serverHead();
    const moved: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) moved.push((node as Element).getAttribute('data-emotion') ?? node.nodeName);
    });
    observer.observe(document.head, { childList: true });
    let cache: ReturnType<typeof import('./emotion-cache').createEmotionCache> | undefined;
    await jest.isolateModulesAsync(async () => {
      await import('@emotion/react'); // makes its default cache (key 'css') as it loads
      cache = (await import('./emotion-cache')).createEmotionCache();
    });
    await Promise.resolve();
    observer.disconnect();
    expect(moved).toEqual([`${EMOTION_KEY} x1 y2`]);
    expect([...document.head.children].map((e) => e.getAttribute('data-emotion') ?? e.id ?? e.nodeName)).toEqual([
      '',
      `${EMOTION_KEY}-global 1abc`,
      EMOTION_INSERTION_POINT,
      `${EMOTION_KEY} x1 y2`,
      '',
    ]);
    // The server's rules are known: rendering them inserts nothing again.
    expect(cache!.inserted).toMatchObject({ x1: true, y2: true });
  });
});

describe('createEmotionCache', () => {
  it('writes the standard properties only, not the vendor-prefixed copies of them for browsers of 2012', () => {
    document.head.innerHTML = '';
    const cache = createEmotionCache();
    const rules: string[] = [];
    jest.spyOn(cache.sheet, 'insert').mockImplementation((rule) => void rules.push(rule));
    const styles = css`
      display: flex;
      align-items: center;
      justify-content: space-between;
      flex-wrap: wrap;
    `;
    cache.insert(`.${EMOTION_KEY}-${styles.name}`, styles, cache.sheet, true);
    expect(rules).toEqual([
      `.${EMOTION_KEY}-${styles.name}{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;}`,
    ]);
  });
});

describe('createEmotionCache on the server', () => {
  it('gives every cache the same (empty) plugin list: a server keeps its compiled rules per plugin list, so a list per render would compile every rule on every request', async () => {
    const seen: unknown[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@emotion/cache', () => {
        const actual = jest.requireActual<typeof import('@emotion/cache')>('@emotion/cache');
        return {
          __esModule: true,
          ...actual,
          default: (options: Parameters<typeof actual.default>[0]) => {
            seen.push(options.stylisPlugins);
            return actual.default(options);
          },
        };
      });
      const { createEmotionCache: create } = await import('./emotion-cache');
      create();
      create();
    });
    jest.dontMock('@emotion/cache');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual([]);
    expect(seen[1]).toBe(seen[0]);
  });
});
