import { css, type SerializedStyles } from '@emotion/react';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useMenuState, type MenuName } from '../menu-state/menu-state';
import { iconButtonStyles } from './button.styles';
import { theme } from './theme';
import { useModalFocus } from './use-modal-focus';

const styles = css`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  &.right {
    justify-content: flex-end;
  }
  .scrim {
    position: absolute;
    inset: 0;
    background: rgb(0 0 0 / 0.45);
    border: 0;
  }
  .drawer {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow-y: auto;
    background: ${theme.colour.paper};
  }
  .drawer-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .drawer-head h2 {
    font-size: 1.1rem;
    margin: 0;
  }
`;

/** A drawer that only phones and tablets have (the desktop menu shows its contents in the page). */
const belowDesktop = css`
  ${theme.mq.desktopMenu} {
    display: none;
  }
`;

/**
 * A side panel that is one of the shell's menus (spec §2): shown while it is the single active menu
 * (which puts the menu-open marker on the body), a modal dialog named by its heading, focus on its
 * close button when it opens and kept inside it while open (Tab wraps), closed by the button, the
 * scrim, Escape or a navigation, focus then back on the button that opened it.
 */
export function Drawer({
  name,
  id,
  title,
  closeLabel,
  side,
  testId,
  panelStyles,
  desktop = true,
  children,
}: {
  name: MenuName;
  id: string;
  title: string;
  closeLabel: string;
  side: 'left' | 'right';
  testId: string;
  /** Styles of the panel itself (width, padding, its contents). */
  panelStyles: SerializedStyles;
  /** False for a drawer that desktop screens never show. */
  desktop?: boolean;
  children: React.ReactNode;
}): React.JSX.Element | null {
  const { activeMenu, closeMenu } = useMenuState();
  const router = useRouter();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = activeMenu === name;

  useEffect(() => {
    router.events.on('routeChangeStart', closeMenu);
    return () => router.events.off('routeChangeStart', closeMenu);
  }, [router.events, closeMenu]);
  useModalFocus(panelRef, open, closeRef);

  if (!open) return null;
  return (
    <div css={[styles, !desktop && belowDesktop]} className={side} data-testid={testId}>
      <button type="button" className="scrim" aria-label={closeLabel} onClick={closeMenu} tabIndex={-1} />
      <div
        ref={panelRef}
        className="drawer"
        css={panelStyles}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        id={id}
      >
        <div className="drawer-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button ref={closeRef} type="button" css={iconButtonStyles} onClick={closeMenu} aria-label={closeLabel}>
            <span aria-hidden="true" css={{ fontSize: '1.75rem', lineHeight: 1 }}>
              ×
            </span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
