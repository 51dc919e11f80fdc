import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';

type CookieRules = typeof import('../../store.rules');

/**
 * The cookie rules (store.rules, with the shop's cookie rules and the browser's cookie writer) are needed only when a language is
 * chosen: they load when the shopper turns to a link (pointer, touch or keyboard focus), before the click.
 */
let cookieRules: CookieRules | null = null;
const loadCookieRules = () => import('../../store.rules').then((rules) => (cookieRules = rules));

const LANGUAGES = [
  { locale: 'en-GB', label: 'English' },
  { locale: 'de-DE', label: 'Deutsch' },
] as const;

/** Links to the same page on the other storefront; the choice is remembered in the locale cookie. */
export function LanguagePicker(): React.JSX.Element {
  const { t } = useTranslation('store');
  const router = useRouter();
  const remember = (locale: string) => {
    const write = (rules: CookieRules) => rules.rememberLocale(locale);
    // Written at once when the rules are there (a full page load to the other domain may follow).
    if (cookieRules) write(cookieRules);
    else void loadCookieRules().then(write);
  };
  const prepare = () => void loadCookieRules();
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
                onPointerEnter={prepare}
                onPointerDown={prepare}
                onFocus={prepare}
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
