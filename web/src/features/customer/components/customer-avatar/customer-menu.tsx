import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useEffect, useId, useRef, useState } from 'react';
import { avatarInitials } from '../../customer.rules';
import { ACCOUNT_HOME } from '../../session/session-paths.rules';
import { useSignOut } from '../../hooks/use-sign-out';
import { avatarStyles } from './customer-avatar.styles';
import { menuStyles } from './customer-menu.styles';

/**
 * The signed-in avatar: the initials link to the account and a small menu offers the account and
 * signing out. Its own chunk (customer-avatar.tsx loads it once a customer is known), so the
 * pages every shopper shares do not carry a customer's menu and the sign-out code.
 */
export function CustomerMenu({ customer }: { customer: { firstname: string; lastname: string } }): React.JSX.Element {
  const { t } = useTranslation('shell');
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const name = `${customer.firstname} ${customer.lastname}`.trim();
  const initials = avatarInitials(customer.firstname, customer.lastname);
  // Phones: the initials open the menu (its first item is the account), so the bar keeps to one
  // line; from tablets up the initials link to the account and a chevron opens the menu.
  return (
    <div
      css={[avatarStyles, menuStyles]}
      ref={root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link
        href={ACCOUNT_HOME}
        className="initials link"
        aria-label={t('shell.account.account', { name })}
        data-testid="CustomerAvatar-initials"
      >
        {initials}
      </Link>
      <button
        type="button"
        className="toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="initials" aria-hidden="true">
          {initials}
        </span>
        <svg className="chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('shell.account.menu')}</span>
      </button>
      <ul id={menuId} className="menu" hidden={!open}>
        <li>
          <Link href={ACCOUNT_HOME} onClick={() => setOpen(false)}>
            {t('shell.account.myAccount')}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()} aria-disabled={pending || undefined}>
            {pending ? t('shell.account.signingOut') : t('shell.account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
