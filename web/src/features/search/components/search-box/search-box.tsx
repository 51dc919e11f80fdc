import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../shared/format/format.rules';
import { useSearchBox } from '../../hooks/use-search-box';
import { SEARCH_MAX_LENGTH, SEARCH_PATH, type SuggestionOption } from '../../search.rules';
import { searchBoxStyles } from './search-box.styles';

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
  const { t } = useTranslation('search');
  const { locale = 'en-GB' } = useRouter();
  const box = useSearchBox({ initialText, onNavigate });
  const categories = box.options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'category');
  const products = box.options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === 'product');
  const inputId = `${box.listboxId}-input`;

  const renderOption = ([option, index]: readonly [SuggestionOption, number]) => (
    <div
      key={option.id}
      id={box.optionId(index)}
      role="option"
      aria-selected={box.active === index}
      className="option"
      // The input keeps focus (aria-activedescendant), so a click must not blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => box.onHover(index)}
      onClick={() => box.choose(option)}
      data-testid="SearchBox-option"
    >
      {option.kind === 'product' && option.image ? (
        <img src={`${option.image}?w=96&h=72&fit=contain`} alt="" width={48} height={36} />
      ) : null}
      <span className="name">{option.label}</span>
      {option.kind === 'product' && option.price !== null ? (
        <span className={`price${option.special !== null && option.special < option.price ? ' special' : ''}`}>
          {formatPrice(
            option.special !== null && option.special < option.price ? option.special : option.price,
            locale,
            option.currency,
          )}
        </span>
      ) : null}
    </div>
  );

  return (
    <form role="search" css={searchBoxStyles} className={className} action={SEARCH_PATH} onSubmit={box.submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.searchBox.label')}
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
          placeholder={t('search.searchBox.placeholder')}
          value={box.text}
          onChange={(event) => box.onChange(event.target.value)}
          onKeyDown={box.onKeyDown}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          data-testid="SearchBox-input"
        />
        <button type="submit" className="submit" disabled={!box.canSubmit} data-testid="SearchBox-submit">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('search.searchBox.submit')}</span>
        </button>
      </div>
      <div className="popup" hidden={!box.expanded}>
        <div id={box.listboxId} role="listbox" aria-label={t('search.searchBox.suggestions')}>
          {categories.length ? (
            <div role="group" aria-labelledby={`${box.listboxId}-categories`}>
              <div id={`${box.listboxId}-categories`} role="presentation" className="groupLabel">
                {t('search.searchBox.categories')}
              </div>
              {categories.map(renderOption)}
            </div>
          ) : null}
          {products.length ? (
            <div role="group" aria-labelledby={`${box.listboxId}-products`}>
              <div id={`${box.listboxId}-products`} role="presentation" className="groupLabel">
                {t('search.searchBox.products')}
              </div>
              {products.map(renderOption)}
            </div>
          ) : null}
        </div>
        {box.expanded && box.options.length === 0 ? <p className="empty">{t('search.searchBox.none')}</p> : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {box.expanded
          ? box.options.length
            ? t('search.searchBox.count', { count: box.options.length })
            : t('search.searchBox.none')
          : ''}
      </p>
    </form>
  );
}
