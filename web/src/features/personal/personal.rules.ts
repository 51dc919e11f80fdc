import type { SavedDesignFieldsFragment } from '../../graphql/graphql';
import { BUILD_PREFIX } from '../routing/routing.rules';
import { queryOfBuild, URL_KEYS, type BuildState, type ChoiceKey } from '../routing/build-url.rules';
import { storedArray } from './saved-products.rules';

/** The browser's key for a guest's designs (moved into the account at sign-in). */
export const GUEST_DESIGNS_KEY = 'cadence.designs.v1';
/** A guest keeps as many designs as the account takes in one move. */
export const MAX_GUEST_DESIGNS = 20;
export const MAX_NAME = 80;

/** A design as the personal area shows it, saved in the account or (for a guest) in the browser. */
export type DesignView = Omit<SavedDesignFieldsFragment, '__typename'> & {
  /** Kept in this browser only (a guest's design). */
  local: boolean;
};

const CHOICE_KEYS = new Set(Object.keys(URL_KEYS));
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
const hex = (v: unknown): string | null => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : null);

/**
 * A guest's designs as stored in the browser: anything malformed is dropped (the storage is the
 * shopper's to edit), at most 20 are kept, newest first.
 */
export function parseGuestDesigns(raw: string | null): DesignView[] {
  return storedArray(raw)
    .slice(0, MAX_GUEST_DESIGNS)
    .flatMap((d): DesignView[] => {
      if (!d || typeof d !== 'object') return [];
      const r = d as Record<string, unknown>;
      const id = text(r.id, 64);
      const name = text(r.name, MAX_NAME);
      const model = text(r.model_url_key, 200);
      const frame = text(r.frame, 200);
      if (!id || !name || !model || !frame || !Array.isArray(r.choices)) return [];
      const choices = r.choices.flatMap((c) => {
        const choice = c as Record<string, unknown>;
        const section = text(choice?.section, 32);
        const code = text(choice?.code, 64);
        return section && code && CHOICE_KEYS.has(section) ? [{ section: section as ChoiceKey, code }] : [];
      }) as DesignView['choices'];
      const drawing = r.drawing as Record<string, unknown> | null;
      const paint = hex(drawing?.paint_hex);
      const accent = hex(drawing?.accent_hex);
      return [
        {
          id,
          name,
          model_url_key: model,
          frame,
          frame_name: text(r.frame_name, 200),
          size: text(r.size, 64),
          choices,
          price_saved: typeof r.price_saved === 'number' && Number.isFinite(r.price_saved) ? r.price_saved : 0,
          currency_saved: text(r.currency_saved, 3) ?? 'GBP',
          price_now: null,
          currency: text(r.currency_saved, 3) ?? 'GBP',
          created_at: text(r.created_at, 40) ?? new Date(0).toISOString(),
          drawing:
            drawing && paint && accent
              ? {
                  kind: text(drawing.kind, 32) ?? 'road-bike',
                  paint_hex: paint,
                  accent_hex: accent,
                  gradient_hex: hex(drawing.gradient_hex),
                  gradient_angle: typeof drawing.gradient_angle === 'number' ? drawing.gradient_angle : null,
                  down_tube_logo_hex: hex(drawing.down_tube_logo_hex),
                  top_tube_logo_hex: hex(drawing.top_tube_logo_hex),
                  finish: drawing.finish === 'matt' ? 'matt' : 'gloss',
                }
              : null,
          local: true,
        },
      ];
    });
}

/** A design's build as the configurator's URL state. */
export function buildOfDesign(design: Pick<DesignView, 'frame' | 'size' | 'choices'>): BuildState {
  return {
    frame: design.frame,
    size: design.size ?? null,
    choices: Object.fromEntries(design.choices.map((c) => [c.section, c.code])) as BuildState['choices'],
  };
}

/** The link that opens a design in the configurator (its share link). */
export function sharePath(design: Pick<DesignView, 'model_url_key' | 'frame' | 'size' | 'choices'>): string {
  const query = new URLSearchParams(queryOfBuild(buildOfDesign(design), { frame: '', choices: {} })).toString();
  return `/${BUILD_PREFIX}/${encodeURIComponent(design.model_url_key)}/${query ? `?${query}` : ''}`;
}

/** The input the account takes for a design (a guest's, moved at sign-in). */
export function designInput(design: Pick<DesignView, 'name' | 'model_url_key' | 'frame' | 'size' | 'choices'>) {
  return {
    name: design.name,
    model_url_key: design.model_url_key,
    frame: design.frame,
    size: design.size ?? null,
    choices: design.choices.map((c) => ({ section: c.section, code: c.code })),
  };
}
