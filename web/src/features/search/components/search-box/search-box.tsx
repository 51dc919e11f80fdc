import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useSearchBox } from '../../hooks/use-search-box';
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '../../search.rules';
import { searchBoxStyles } from './search-box.styles';
import { clientOnly } from '../../../../shared/ui/client-only';

/**
 * The suggestions (their query, the listbox's options, the analytics of a choice), loaded once the
 * shopper turns to the box: the box is in the header of every page and most visits never use it.
 * Until then the box is the plain search form, which also works without JavaScript.
 */
const SearchSuggestions = clientOnly(() => import('./search-suggestions').then((m) => m.SearchSuggestions));

type Props = {
  /** The text to start with (the results page shows what was searched for). */
  initialText?: string;
  /** Called when the box navigates away (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The header search box (WAI-ARIA combobox with a listbox of suggestions): categories and products
 * appear as the shopper types; Enter without a chosen suggestion opens the results page.
 */
export function SearchBox({ initialText, onNavigate, className }: Props): React.JSX.Element {
  const { t } = useTranslation('shell');
  const box = useSearchBox({ initialText, onNavigate });
  const inputId = `${box.listboxId}-input`;

  return (
    <form role="search" css={searchBoxStyles} className={className} action={SEARCH_PATH} onSubmit={box.submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('shell.search.label')}
      </label>
      <div className="field">
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={box.listboxId}
          aria-activedescendant={box.activeDescendant}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('shell.search.placeholder')}
          value={box.text}
          onChange={(event) => box.onChange(event.target.value)}
          onKeyDown={box.onKeyDown}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          data-testid="SearchBox-input"
        />
        {/* aria-disabled, not disabled: a disabled default button blocks the form's submission by Enter,
            and the server renders the box empty, so without JavaScript nobody could search. An empty
            text is ignored by the script (submit) and shows the empty results page without it. */}
        <button type="submit" className="submit" aria-disabled={!box.canSubmit} data-testid="SearchBox-submit">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('shell.search.submit')}</span>
        </button>
      </div>
      <div className="popup" hidden={!box.expanded}>
        <div id={box.listboxId} role="listbox" aria-label={t('shell.search.suggestions')}>
          {box.engaged ? (
            <SearchSuggestions
              text={box.text}
              listboxId={box.listboxId}
              optionId={box.optionId}
              active={box.active}
              onHover={box.onHover}
              choose={box.choose}
              onSuggestions={box.onSuggestions}
            />
          ) : null}
        </div>
        {box.expanded && box.options.length === 0 ? <p className="empty">{t('shell.search.none')}</p> : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {box.expanded
          ? box.options.length
            ? t('shell.search.count', { count: box.options.length })
            : t('shell.search.none')
          : ''}
      </p>
    </form>
  );
}
