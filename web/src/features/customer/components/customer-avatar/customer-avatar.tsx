import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { isAuthPage, SIGN_IN_PATH, signInPath } from '../../session/session-paths.rules';
import { useCustomer } from '../../hooks/use-customer';
import { avatarStyles } from './customer-avatar.styles';
import { clientOnly } from '../../../../shared/ui/client-only';

/** The signed-in menu, loaded once a customer is known; until then a circle of the initials' size. */
const CustomerMenu = clientOnly(
  () => import('./customer-menu').then((m) => m.CustomerMenu),
  () => (
    <div css={avatarStyles}>
      <span className="initials placeholder" aria-hidden="true" />
    </div>
  ),
);

/**
 * The header's customer corner: signed in, the customer's menu (customer-menu.tsx); signed out, a
 * sign-in link that comes back to the current page afterwards. Pages are rendered for guests (one
 * cached page for everyone): a customer's menu replaces the link in the browser.
 */
export function CustomerAvatar(): React.JSX.Element {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const customer = useCustomer();
  // The return path is added once mounted: a prerendered page (the 404) renders with another path
  // on the server than in the browser, and the server's HTML must match the first render.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => setReturnTo(router.asPath.split('#')[0] ?? '/'), [router.asPath]);

  if (customer) return <CustomerMenu customer={customer} />;
  const href = !returnTo || isAuthPage(returnTo.split('?')[0] ?? '') ? SIGN_IN_PATH : signInPath(returnTo);
  return (
    <div css={avatarStyles}>
      <Link href={href} className="signIn" data-testid="CustomerAvatar-signIn">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="label">{t('shell.account.signIn')}</span>
      </Link>
    </div>
  );
}
