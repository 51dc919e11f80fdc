import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '../../../../shared/apollo/query-hooks';
import { CountriesConfigGetDocument } from '../../../../graphql/documents/CountriesConfigGetDocument';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { useCountryChoice } from '../../hooks/use-country-choice';
import type { CountryOption } from './country-picker';

const LANGUAGES = [
  { locale: 'en-GB', label: 'English (UK)' },
  { locale: 'de-DE', label: 'Deutsch' },
] as const;

const dialogStyles = css`
  border: 0;
  border-radius: 12px;
  padding: 1.5rem;
  width: min(92vw, 420px);
  box-shadow: 0 24px 48px rgb(0 0 0 / 0.25);
  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin: 1rem 0 0.35rem;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem;
    font: inherit;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    background: #fff;
  }
  .actions {
    display: flex;
    gap: 0.75rem;
    justify-content: flex-end;
    margin-top: 1.5rem;
  }
`;

/**
 * The picker's modal dialog (a native <dialog>): delivery country and language, opening on the
 * country. Loaded when the picker first opens and kept mounted afterwards, so closing it returns
 * focus to the trigger.
 */
export function CountryPickerDialog({ current }: { current: CountryOption | null }): React.JSX.Element {
  const { t } = useTranslation('store');
  const router = useRouter();
  const { activeMenu, closeMenu } = useMenuState();
  const choose = useCountryChoice();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const ids = { title: useId(), country: useId(), language: useId() };
  const [code, setCode] = useState(current?.code ?? '');
  const [locale, setLocale] = useState(router.locale ?? 'en-GB');
  const open = activeMenu === 'country';
  // The list of ~45 countries is only needed once the picker opens; it is cached afterwards.
  const { data, loading } = useQuery(CountriesConfigGetDocument, { skip: !open, fetchPolicy: 'cache-first' });
  const countries = data?.countriesConfig ?? [];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setCode(current?.code ?? '');
      setLocale(router.locale ?? 'en-GB');
      dialog.showModal?.();
      // The dialog opens on the country, the first thing a shopper changes (and its first field).
      countryRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, current?.code, router.locale]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const country = countries.find((c) => c.code === code);
    if (country) void choose(country, locale);
  };

  return (
    <dialog
      ref={dialogRef}
      css={dialogStyles}
      aria-labelledby={ids.title}
      onClose={() => open && closeMenu()}
      data-testid="CountryPicker-dialog"
    >
      <form onSubmit={submit}>
        <h2 id={ids.title}>{t('store.countryPicker.title')}</h2>
        <p css={{ margin: 0, color: theme.colour.muted }}>{t('store.countryPicker.intro')}</p>
        <label htmlFor={ids.country}>{t('store.countryPicker.country')}</label>
        {/* Not disabled while the list loads (it starts when the dialog opens): a disabled field
            cannot take focus, and the dialog opened on the language instead. It holds the current
            country meanwhile; saving waits for the list. */}
        <select
          ref={countryRef}
          id={ids.country}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="CountryPicker-country"
          aria-busy={loading}
        >
          {countries.length === 0 && current ? <option value={current.code}>{current.name}</option> : null}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.currency})
            </option>
          ))}
        </select>
        <label htmlFor={ids.language}>{t('store.countryPicker.language')}</label>
        <select id={ids.language} value={locale} onChange={(e) => setLocale(e.target.value)} data-testid="CountryPicker-language">
          {LANGUAGES.map((l) => (
            <option key={l.locale} value={l.locale} lang={l.locale}>
              {l.label}
            </option>
          ))}
        </select>
        <div className="actions">
          <button type="button" css={secondaryButtonStyles} onClick={closeMenu}>
            {t('store.countryPicker.cancel')}
          </button>
          <button type="submit" css={buttonStyles} disabled={countries.length === 0}>
            {t('store.countryPicker.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
