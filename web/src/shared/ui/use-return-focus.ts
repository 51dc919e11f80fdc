import { useEffect, type RefObject } from 'react';

// Its own module (not use-modal-focus.ts): the mega menu, in every page's first load, needs this
// alone, not the modals' focus trap.

/** Focus left nowhere in particular: on the body, or on an element no longer in the page. */
const focusIsLost = (active: Element | null): boolean => !active || active === document.body || !active.isConnected;

/**
 * The one rule for anything that opens over or out of the page (drawers, dialogs, menu panels):
 * the element that opened it gets focus back when it closes. While `open`, it remembers its opener
 * (`opener`, or else whatever had focus when it opened); when it closes or unmounts while focus is
 * inside `container` or lost (its focused element was removed or hidden), focus returns to the
 * opener. If the shopper has already moved focus elsewhere (a click outside), it stays there.
 */
export function useReturnFocus(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  opener?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const from = opener?.current ?? (document.activeElement as HTMLElement | null);
    // Refs are cleared before effects are cleaned up: keep the node.
    const node = container.current;
    return () => {
      const active = document.activeElement;
      if (!from || from === document.body || !from.isConnected) return;
      if (focusIsLost(active) || (node && active && node.contains(active))) from.focus();
    };
  }, [open, container, opener]);
}
