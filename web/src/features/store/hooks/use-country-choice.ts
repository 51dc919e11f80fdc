import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { locationCookieTtl } from '../../../shared/config/public-config';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import { useToasts } from '../../../shared/toasts/toasts';
import { writeBrowserCookies } from '../../../shared/cookies/browser-cookies';
import { localeCookie, locationCookies } from '../store.rules';

export type CountryChoice = { code: string; currency: string; name: string };

/**
 * Choosing a country and language (spec §4): writes the location cookie, the partner's location
 * and currency cookies, the locale cookie when the language changes, then reloads the page's data
 * so prices and availability follow the new country.
 */
export function useCountryChoice() {
  const router = useRouter();
  const { t } = useTranslation('store');
  const { notify } = useToasts();
  const { closeMenu } = useMenuState();

  return useCallback(
    async (country: CountryChoice, locale: string) => {
      writeBrowserCookies((secure) => locationCookies(country, locationCookieTtl(), secure));
      const { query, pathname, asPath } = router;
      const rest = { ...query };
      delete rest.country;
      closeMenu();
      if (locale !== router.locale) {
        writeBrowserCookies((secure) => localeCookie(locale, secure));
        await router.push({ pathname, query: rest }, undefined, { locale });
        return;
      }
      // A `country` parameter would override the new choice, so it is dropped from the URL.
      await router.replace(query.country ? { pathname, query: rest } : asPath, undefined, { scroll: false });
      notify({
        title: t('store.countryPicker.changedTitle'),
        description: t('store.countryPicker.changedText', { country: country.name, currency: country.currency }),
        color: 'success',
      });
    },
    [router, notify, t, closeMenu],
  );
}
