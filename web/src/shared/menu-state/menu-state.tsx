import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Which menu is open: one value at a time (spec §2), cleared on close. */
export type MenuName = 'mobile' | 'cart' | 'footer' | 'country';

type MenuState = {
  activeMenu: MenuName | null;
  openMenu(name: MenuName): void;
  closeMenu(): void;
  toggleMenu(name: MenuName): void;
};

const MenuStateContext = createContext<MenuState | null>(null);

/** The body carries the menu-open marker (class and data attribute) while any menu is open. */
export const BODY_MENU_OPEN_CLASS = 'menu-open';

export function MenuStateProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [activeMenu, setActiveMenu] = useState<MenuName | null>(null);
  const openMenu = useCallback((name: MenuName) => setActiveMenu(name), []);
  const closeMenu = useCallback(() => setActiveMenu(null), []);
  const toggleMenu = useCallback((name: MenuName) => setActiveMenu((current) => (current === name ? null : name)), []);

  useEffect(() => {
    document.body.classList.toggle(BODY_MENU_OPEN_CLASS, activeMenu !== null);
    if (activeMenu) document.body.dataset.menuOpen = activeMenu;
    else delete document.body.dataset.menuOpen;
  }, [activeMenu]);

  useEffect(() => {
    if (!activeMenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setActiveMenu(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [activeMenu]);

  const value = useMemo(() => ({ activeMenu, openMenu, closeMenu, toggleMenu }), [activeMenu, openMenu, closeMenu, toggleMenu]);
  return <MenuStateContext.Provider value={value}>{children}</MenuStateContext.Provider>;
}

export function useMenuState(): MenuState {
  const state = useContext(MenuStateContext);
  if (!state) throw new Error('useMenuState must be used inside MenuStateProvider');
  return state;
}
