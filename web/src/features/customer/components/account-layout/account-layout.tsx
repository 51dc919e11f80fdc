import { Link } from '../../../../shared/ui/link';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { containerStyles } from '../../../../shared/ui/button.styles';
import { PageHead } from '../../../../shared/ui/page-head';
import { useAccount } from '../../hooks/use-account';
import { accountStyles, navStyles } from './account-layout.styles';

/** The account pages in the navigation's order (spec §1: profile, shipping addresses, orders, newsletter; then the Cycle to Work quotes). */
const SECTIONS = [
  { href: '/my-account/profile/', key: 'profile' },
  { href: '/my-account/shipping/', key: 'shipping' },
  { href: '/my-account/orders/', key: 'orders' },
  { href: '/my-account/newsletter/', key: 'newsletter' },
  { href: '/my-account/cycle-to-work/', key: 'cycleToWork' },
] as const;

export type AccountSection = (typeof SECTIONS)[number]['key'];

/**
 * The frame of every account page: the greeting, the page heading, the account navigation with
 * the current section marked (aria-current) and the page's content. Account pages are personal,
 * so they are never indexed.
 */
export function AccountLayout({
  section,
  title,
  children,
}: {
  section: AccountSection;
  title: string;
  children: React.ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation('account');
  const router = useRouter();
  const customer = useAccount();
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On phones the navigation is a row that scrolls sideways: bring the current section into view.
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [section]);
  const labels: Record<AccountSection, string> = {
    profile: t('account.layout.profile'),
    shipping: t('account.layout.shipping'),
    orders: t('account.layout.orders'),
    newsletter: t('account.layout.newsletter'),
    cycleToWork: t('account.layout.cycleToWork'),
  };
  // The section's own page is the current page; a page inside it (an order) is "in" the section.
  const current = (href: string) => (router.asPath.split('?', 1)[0] === href ? 'page' : 'location');
  return (
    <div css={[containerStyles, accountStyles]}>
      <PageHead title={`${title} | ${t('account.layout.title')}`} description={t('account.layout.metaDescription')} noIndex />
      <header className="account-header">
        {customer ? <p>{t('account.layout.greeting', { name: customer.firstname })}</p> : null}
        <h1>{title}</h1>
      </header>
      <div className="account-body">
        <nav css={navStyles} aria-label={t('account.layout.navLabel')} data-testid="AccountLayout-nav">
          <ul>
            {SECTIONS.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  ref={item.key === section ? currentLink : undefined}
                  aria-current={item.key === section ? current(item.href) : undefined}
                >
                  {labels[item.key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  );
}
