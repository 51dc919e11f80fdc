import { useQuery } from '../../shared/apollo/query-hooks';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { buildMenuTree, type ShellMenus } from '../../features/menus/menus.rules';
import { AppShellGetDocument } from '../../graphql/documents/AppShellGetDocument';
import type { AppShellGetQuery } from '../../graphql/graphql';
import { countryParam } from '../../shared/shell/country-param';

/**
 * The application shell's data (menus, social links, the shopper's location). The
 * server fetched it with the same variables, so this reads the restored cache without a request.
 */
export function useAppShell(): ShellMenus {
  const router = useRouter();
  const country = countryParam(router.query);
  const { data } = useQuery(AppShellGetDocument, { variables: { country }, fetchPolicy: 'cache-first' });
  return useMemo(() => shellOf(data), [data]);
}

/** Each answer's menus as trees, built once: the header and the footer both read the shell. */
const shells = new WeakMap<object, ShellMenus>();
const EMPTY: ShellMenus = { mainMenu: [], footerMenu: [], socialLinks: [], country: null };

function shellOf(data: AppShellGetQuery | undefined): ShellMenus {
  if (!data) return EMPTY;
  let shell = shells.get(data);
  if (!shell) {
    shell = {
      mainMenu: buildMenuTree(data.mainMenuEntries ?? []),
      footerMenu: buildMenuTree(data.footerMenuEntries ?? []),
      socialLinks: data.socialLinks ?? [],
      country: data.shopperLocation?.country ?? null,
    };
    shells.set(data, shell);
  }
  return shell;
}

export type AppShell = ShellMenus;
