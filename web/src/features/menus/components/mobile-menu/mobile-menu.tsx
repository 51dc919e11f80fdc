import { css } from '@emotion/react';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import type { MenuNode } from '../../menus.rules';

const drawerStyles = css`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  .scrim {
    position: absolute;
    inset: 0;
    background: rgb(0 0 0 / 0.45);
    border: 0;
  }
  .drawer {
    position: relative;
    width: min(88vw, 380px);
    height: 100%;
    overflow-y: auto;
    background: ${theme.colour.paper};
    padding: 0.5rem 0 2rem;
  }
  .drawer-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 0 0.5rem 0 1rem;
    border-bottom: 1px solid ${theme.colour.line};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  summary,
  li > a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 1rem;
    color: ${theme.colour.ink};
    text-decoration: none;
    border-bottom: 1px solid ${theme.colour.wash};
    cursor: pointer;
  }
  details details summary,
  details li > a {
    padding-left: 2rem;
  }
  details details li > a {
    padding-left: 3rem;
    color: ${theme.colour.muted};
  }
  summary {
    font-weight: 600;
  }
  ${theme.mq.lg} {
    display: none;
  }
`;

function MobileEntries({ nodes }: { nodes: MenuNode[] }): React.JSX.Element {
  const { t } = useTranslation('menus');
  return (
    <ul>
      {nodes.map((node) =>
        node.children.length === 0 ? (
          <li key={node.id}>
            <Link href={node.url}>{node.title}</Link>
          </li>
        ) : (
          <li key={node.id}>
            <details>
              <summary>{node.title}</summary>
              <ul>
                <li>
                  <Link href={node.url}>{t('menus.mainMenu.shopAll', { title: node.title })}</Link>
                </li>
              </ul>
              <MobileEntries nodes={node.children} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The mobile menu drawer; opening it sets the single active menu and the body's menu-open marker. */
export function MobileMenu({ tree }: { tree: MenuNode[] }): React.JSX.Element | null {
  const { t } = useTranslation('menus');
  const { activeMenu, closeMenu } = useMenuState();
  const router = useRouter();
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = activeMenu === 'mobile';

  useEffect(() => {
    router.events.on('routeChangeStart', closeMenu);
    return () => router.events.off('routeChangeStart', closeMenu);
  }, [router.events, closeMenu]);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <div css={drawerStyles} data-testid="MobileMenu-root">
      <button type="button" className="scrim" aria-label={t('menus.mobileMenu.close')} onClick={closeMenu} tabIndex={-1} />
      <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title" id="mobile-menu">
        <div className="drawer-head">
          <h2 id="mobile-menu-title" css={{ fontSize: '1.1rem', margin: 0 }}>
            {t('menus.mobileMenu.title')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            css={iconButtonStyles}
            onClick={closeMenu}
            aria-label={t('menus.mobileMenu.close')}
          >
            <span aria-hidden="true" css={{ fontSize: '1.75rem', lineHeight: 1 }}>
              ×
            </span>
          </button>
        </div>
        <nav aria-label={t('menus.mainMenu.label')}>
          <MobileEntries nodes={tree} />
        </nav>
      </div>
    </div>
  );
}
