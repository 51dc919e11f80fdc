import { useEffect, type RefObject } from 'react';
import { useReturnFocus } from './use-return-focus';

const CANDIDATES =
  'a[href], area[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

const ownSummary = (details: HTMLDetailsElement): Element | undefined =>
  Array.from(details.children).find((child) => child.tagName === 'SUMMARY');

/** Not rendered, so Tab skips it: a hidden or inert ancestor, or the body of a closed <details>. */
function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container.parentElement; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert')) return true;
    // A closed <details> shows only its own summary (its first summary child).
    const parent = node.parentElement;
    if (parent instanceof HTMLDetailsElement && !parent.open && node !== ownSummary(parent)) return true;
  }
  // Styles (display: none, media queries) only a browser computes; jsdom has no checkVisibility.
  return typeof element.checkVisibility === 'function' && !element.checkVisibility();
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter((element) => {
    if (element.matches(':disabled') || element.getAttribute('tabindex')?.trim().startsWith('-')) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    // Only a details' own summary is a control.
    if (element.tagName === 'SUMMARY') {
      const parent = element.parentElement;
      if (!(parent instanceof HTMLDetailsElement) || ownSummary(parent) !== element) return false;
    }
    return !isHidden(element, container);
  });
}

/**
 * A modal's focus (WAI-ARIA dialog pattern; aria-modal promises it): on open, focus moves to
 * `initialFocus` (else the first tabbable element); while open, Tab and Shift+Tab wrap inside
 * `container` instead of walking the page behind it; on close, focus returns to the opener
 * (useReturnFocus).
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  // Declared first, so it notes the opener before focus moves into the modal.
  useReturnFocus(container, open);

  useEffect(() => {
    const node = container.current;
    if (!open || !node) return;
    (initialFocus?.current ?? tabbableElements(node)[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const items = tabbableElements(node);
      const first = items[0];
      const last = items.at(-1);
      // Nothing of it is shown (a phone-only drawer on a desktop screen): leave Tab alone.
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = !!active && node.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, container, initialFocus]);
}
