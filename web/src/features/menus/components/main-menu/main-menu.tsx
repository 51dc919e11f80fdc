import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useRouter } from 'next/router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { theme } from '../../../../shared/ui/theme';
import { useReturnFocus } from '../../../../shared/ui/use-return-focus';
import type { MenuNode } from '../../menus.rules';

const navStyles = css`
  /* Below 1280 px the top entries, the country, the account and the cart do not fit one bar in
     German (1,203 px at 1024): the menu button opens the same tree there. */
  display: none;
  ${theme.mq.desktopMenu} {
    display: block;
  }
  > ul {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .top {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 0.9rem;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${theme.colour.ink};
    text-decoration: none;
    cursor: pointer;
    border-bottom: 3px solid transparent;
  }
  .top[aria-expanded='true'],
  .top:hover {
    border-bottom-color: ${theme.colour.accent};
  }
  .panel {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    background: ${theme.colour.paper};
    border-top: 1px solid ${theme.colour.line};
    box-shadow: 0 12px 24px rgb(0 0 0 / 0.12);
    padding: 1.5rem 0 2rem;
    z-index: 50;
  }
  .panel-inner {
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 0 1.5rem;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 1.5rem 2rem;
  }
  .panel h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  .panel ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .panel li a {
    display: inline-block;
    padding: 0.3rem 0;
    color: ${theme.colour.muted};
    text-decoration: none;
  }
  .panel a:hover {
    color: ${theme.colour.brand};
    text-decoration: underline;
  }
  .promo {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.colour.muted};
  }
`;

/** A top entry with children: its disclosure button and the panel it opens. */
function MegaMenuEntry({ entry, open, onToggle }: { entry: MenuNode; open: boolean; onToggle: () => void }): React.JSX.Element {
  const { t } = useTranslation('menus');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Closed from inside (Escape on one of its links), the panel hands focus back to its button.
  useReturnFocus(panelRef, open, triggerRef);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="top"
        aria-expanded={open}
        aria-controls={`main-menu-panel-${entry.id}`}
        onClick={onToggle}
      >
        {entry.title}
      </button>
      <div ref={panelRef} id={`main-menu-panel-${entry.id}`} className="panel" hidden={!open}>
        {/* Shown only once opened: hydrated apart from the header's bar (shared/ui/hydrate-apart.tsx; not
            imported, so as to keep it out of every page's first load). */}
        <Suspense>
          <div className="panel-inner">
            {entry.description ? <p className="promo">{entry.description}</p> : null}
            <div>
              <h3>
                <Link href={entry.url}>{t('menus.mainMenu.shopAll', { title: entry.title })}</Link>
              </h3>
            </div>
            {entry.children.map((child) => (
              <div key={child.id}>
                <h3>
                  <Link href={child.url}>{child.title}</Link>
                </h3>
                {child.children.length > 0 ? (
                  <ul>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link href={leaf.url}>{leaf.title}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </Suspense>
      </div>
    </>
  );
}

/**
 * The desktop mega menu: top-level entries open a panel of their children (disclosure buttons,
 * so keyboard and screen-reader users get the same menu); Escape or a click elsewhere closes it,
 * and Escape from inside a panel puts focus back on its button.
 */
export function MainMenu({ tree }: { tree: MenuNode[] }): React.JSX.Element {
  const { t } = useTranslation('menus');
  const [openId, setOpenId] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const router = useRouter();

  useEffect(() => {
    const close = () => setOpenId(null);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (openId === null) return;
    const onPointer = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenId(null);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openId]);

  return (
    <nav css={navStyles} aria-label={t('menus.mainMenu.label')} ref={navRef} data-testid="MainMenu-nav">
      <ul>
        {tree.map((entry) => (
          <li key={entry.id}>
            {entry.children.length === 0 ? (
              <Link className="top" href={entry.url}>
                {entry.title}
              </Link>
            ) : (
              <MegaMenuEntry
                entry={entry}
                open={openId === entry.id}
                onToggle={() => setOpenId((current) => (current === entry.id ? null : entry.id))}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
