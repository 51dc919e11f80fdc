import { useQuery } from '../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { buildMenuTree, type ShellMenus } from '../../features/menus/menus.rules';
import { AppShellGetDocument } from '../../graphql/documents/AppShellGetDocument';
import { countryParam } from '../../shared/shell/country-param';

/**
 * The application shell's data (menus, social links, the shopper's location). The
 * server fetched it with the same variables, so this reads the restored cache without a request.
 */
export function useAppShell(): ShellMenus {
  const router = useRouter();
  const country = countryParam(router.query);
  const { data } = useQuery(AppShellGetDocument, { variables: { country }, fetchPolicy: 'cache-first' });
  return useMemo(
    () => ({
      mainMenu: buildMenuTree(data?.mainMenuEntries ?? []),
      footerMenu: buildMenuTree(data?.footerMenuEntries ?? []),
      socialLinks: data?.socialLinks ?? [],
      country: data?.shopperLocation?.country ?? null,
    }),
    [data],
  );
}

export type AppShell = ShellMenus;
