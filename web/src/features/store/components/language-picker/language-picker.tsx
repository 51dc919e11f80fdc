import { useTranslation } from '../../../../shared/i18n/use-translation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { localeCookie } from '../../store.rules';

const LANGUAGES = [
  { locale: 'en-GB', label: 'English' },
  { locale: 'de-DE', label: 'Deutsch' },
] as const;

/** Links to the same page on the other storefront; the choice is remembered in the locale cookie. */
export function LanguagePicker(): React.JSX.Element {
  const { t } = useTranslation('store');
  const router = useRouter();
  const remember = (locale: string) => {
    document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  };
  return (
    <nav aria-label={t('store.languagePicker.label')} data-testid="LanguagePicker-nav">
      <ul css={{ display: 'flex', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
        {LANGUAGES.map((language) => (
          <li key={language.locale}>
            {language.locale === router.locale ? (
              <span aria-current="true" css={{ fontWeight: 700 }} lang={language.locale}>
                {language.label}
              </span>
            ) : (
              <Link
                href={router.asPath}
                locale={language.locale}
                lang={language.locale}
                hrefLang={language.locale}
                onClick={() => remember(language.locale)}
                css={{ color: 'inherit' }}
              >
                {language.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
