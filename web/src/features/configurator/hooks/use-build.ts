import { useQuery } from '../../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { BikeConfiguratorGetQuery, BuildPriceGetQuery } from '../../../graphql/graphql';
import { BuildPriceGetDocument } from '../../../graphql/documents/BuildPriceGetDocument';
import { pushDataLayer } from '../../../shared/analytics/data-layer';
import { buildInput, buildKey, withChoice, type ChoiceEffect } from '../configurator.rules';
import { buildFromQuery, queryOfBuild, type BuildState, type ChoiceKey } from '../../routing/build-url.rules';

export type Configurator = NonNullable<BikeConfiguratorGetQuery['bikeConfigurator']>;
export type Frame = Configurator['frames'][number];
export type Section = Configurator['sections'][number];
export type SectionOption = Section['options'][number];
export type PricedBuild = NonNullable<BuildPriceGetQuery['priceBuild']>;

/** The default code of each section (its first option is its default). */
export function defaultsOf(configurator: Configurator): Partial<Record<ChoiceKey, string>> {
  return Object.fromEntries(configurator.sections.map((s) => [s.key, s.options.find((o) => o.is_default)?.code ?? '']));
}

/** What choosing an option does to the other sections (commerce's rules, sent with each option). */
export function effectsOf(configurator: Configurator, key: ChoiceKey, code: string): readonly ChoiceEffect[] {
  return configurator.sections.find((s) => s.key === key)?.options.find((o) => o.code === code)?.effects ?? [];
}

/**
 * The build the shopper is making, kept in the URL as its difference from the defaults: each choice
 * (with its effects on the other sections, as commerce sends them with the options) pushes one
 * history entry (so Back undoes it and a reload or a shared link shows the same bike), the price
 * and the rule check come from `priceBuild` (served from the cache for a build seen before; the
 * page's own build is in the server-rendered cache).
 */
export function useBuild(configurator: Configurator, urlKey: string) {
  const router = useRouter();
  const defaults = useMemo(() => defaultsOf(configurator), [configurator]);
  const fromUrl: BuildState = useMemo(() => buildFromQuery(router.query), [router.query]);
  // A choice shows at once (radio, drawing, then the price); the URL catches up a moment later and
  // from then on is the truth again (Back, reload, a shared link).
  // Compared by content: the router may hand over a new query object for the same URL while it
  // catches up, which must not undo the choice on screen.
  const urlBuild = buildKey(fromUrl);
  const [pending, setPending] = useState<{ from: string; next: BuildState; nextKey: string } | null>(null);
  // Once the URL shows the choice, it is the truth again (so Back to the earlier URL undoes it).
  if (pending && urlBuild === pending.nextKey) setPending(null);
  const build = pending && pending.from === urlBuild ? pending.next : fromUrl;
  const frame =
    configurator.frames.find((f) => f.url_key === build.frame) ??
    configurator.frames.find((f) => f.url_key === configurator.default_frame)!;
  const input = useMemo(() => buildInput({ ...build, frame: frame.url_key }), [build, frame.url_key]);
  // The price follows a choice in a render of its own, after the choice and the drawing are painted:
  // asking Apollo for a new build (cache read, request) is not on the click's path.
  const priceInput = useDeferredValue(input);
  const { data, previousData, loading, error } = useQuery(BuildPriceGetDocument, {
    variables: { urlKey, build: priceInput },
    fetchPolicy: 'cache-first',
  });
  const priced = (data ?? previousData)?.priceBuild ?? null;

  const navigate = useCallback(
    (next: BuildState) => {
      setPending({ from: urlBuild, next, nextKey: buildKey(next) });
      const path = router.asPath.split(/[?#]/, 1)[0] ?? '/';
      const search = new URLSearchParams(queryOfBuild(next, { frame: configurator.default_frame, choices: defaults })).toString();
      // The URL follows after the next frame: the choice and the drawing are painted first (the
      // router's update renders the whole app again, which a colour picker must not wait for).
      return new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            void router.push(`${path}${search ? `?${search}` : ''}`, undefined, { shallow: true, scroll: false }).then(resolve);
          }, 0),
        ),
      );
    },
    [router, configurator.default_frame, defaults, urlBuild],
  );

  // Stable across choices, so the sections that did not change are not rendered again.
  const latest = useRef({ build, navigate, defaults });
  latest.current = { build, navigate, defaults };
  const choose = useCallback(
    (key: ChoiceKey, code: string) => {
      pushDataLayer({ event: 'configurator_step', bike: urlKey, section: key, option: code });
      const { build: current, navigate: go, defaults: codes } = latest.current;
      // The choice and what commerce says it does to the other sections, at once (no round trip).
      return go(withChoice(current, key, code, codes, effectsOf(configurator, key, code)));
    },
    [configurator, urlKey],
  );
  const chooseFrame = useCallback(
    (next: string) => {
      pushDataLayer({ event: 'configurator_step', bike: urlKey, section: 'frame', option: next });
      // Sizes are per frame: keep the size only when the new frame has it.
      const target = configurator.frames.find((f) => f.url_key === next);
      const size = target?.product.options.some((o) => o.value === build.size) ? build.size : null;
      return navigate({ ...build, frame: next, size });
    },
    [build, configurator.frames, navigate, urlKey],
  );
  const chooseSize = useCallback(
    (size: string) => {
      pushDataLayer({ event: 'configurator_step', bike: urlKey, section: 'size', option: size });
      return navigate({ ...build, size });
    },
    [build, navigate, urlKey],
  );

  const chosen = useCallback((key: ChoiceKey) => build.choices[key] ?? defaults[key] ?? '', [build.choices, defaults]);

  return {
    build: { ...build, frame: frame.url_key },
    frame,
    priced,
    /** True while the price of the current build is on its way (the previous one is shown meanwhile). */
    pricing: loading || priceInput !== input,
    failed: Boolean(error) && !priced,
    chosen,
    choose,
    chooseFrame,
    chooseSize,
  };
}
