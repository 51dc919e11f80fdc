import { useRouter } from 'next/router';
import { useCallback, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { pushSearch } from '../../../shared/analytics/data-layer';
import { cleanSearchText, moveActive, parseSearchText, searchHref, type SuggestionOption } from '../search.rules';

/**
 * What the suggestions part of the box tells it (search-box/search-suggestions.tsx: the query, the
 * listbox's options, the analytics of a choice). That part loads once the shopper turns to the box;
 * until then there are no suggestions and the box is a plain search form.
 */
export type SuggestionsState = {
  options: SuggestionOption[];
  /** True once an answer for the current text is in (so "no suggestions" can be said). */
  settled: boolean;
  /** True while the text is worth asking suggestions for. */
  active: boolean;
  /** Records the choice of an option (the suggestions know the products behind them). */
  track: (option: SuggestionOption) => void;
};

const NO_SUGGESTIONS: SuggestionsState = { options: [], settled: false, active: false, track: () => undefined };

/**
 * The header search box as a WAI-ARIA combobox with a listbox popup: typing asks for suggestions
 * (debounced), Down/Up move through them (the input keeps focus; aria-activedescendant names the
 * active option), Enter opens the active suggestion or, with none active, the results page,
 * Escape closes the list and then clears the text.
 */
export function useSearchBox({ initialText, onNavigate }: { initialText?: string; onNavigate?: () => void } = {}) {
  const router = useRouter();
  // On the results page the box starts with what was searched for.
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(() => initialText ?? (router.pathname === '/search' ? parseSearchText(router.query.q) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  // Suggestions (and their code) come once the shopper turns to the box (the results page fills it on load).
  const [engaged, setEngaged] = useState(false);
  const [suggestions, setSuggestions] = useState<SuggestionsState>(NO_SUGGESTIONS);
  const { options, settled, active: asking } = suggestions;
  const expanded = open && asking && (options.length > 0 || settled);
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const choose = useCallback(
    (option: SuggestionOption) => {
      suggestions.track(option);
      setOpen(false);
      setActive(null);
      onNavigate?.();
      void router.push(option.href);
    },
    [suggestions, router, onNavigate],
  );

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (expanded && active !== null && options[active]) {
        choose(options[active]);
        return;
      }
      const href = searchHref(text);
      if (!href) return;
      pushSearch(href.query.q);
      setOpen(false);
      setActive(null);
      onNavigate?.();
      void router.push(href);
    },
    [expanded, active, options, choose, text, router, onNavigate],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setEngaged(true);
        setOpen(true);
        if (expanded || options.length) setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown'));
      } else if (event.key === 'Escape') {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(null);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
      } else if (event.key === 'Tab') {
        setOpen(false);
        setActive(null);
      }
    },
    [expanded, options.length, text],
  );

  const onChange = useCallback((value: string) => {
    setEngaged(true);
    setText(value);
    setOpen(true);
    setActive(null);
  }, []);

  return useMemo(
    () => ({
      text,
      engaged,
      listboxId,
      optionId,
      options,
      expanded,
      settled,
      active: expanded ? active : null,
      activeDescendant: expanded && active !== null ? optionId(active) : undefined,
      canSubmit: cleanSearchText(text).length > 0,
      onChange,
      onKeyDown,
      onFocus: () => {
        setEngaged(true);
        setOpen(true);
      },
      onBlur: () => {
        setOpen(false);
        setActive(null);
      },
      onHover: (index: number) => setActive(index),
      /** Given to the suggestions part: what it found for the current text. */
      onSuggestions: setSuggestions,
      choose,
      submit,
    }),
    [text, engaged, listboxId, optionId, options, expanded, settled, active, onChange, onKeyDown, choose, submit],
  );
}
