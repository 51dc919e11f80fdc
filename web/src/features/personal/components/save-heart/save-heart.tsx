import { css } from '@emotion/react';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { clientOnly } from '../../../../shared/ui/client-only';
import { theme } from '../../../../shared/ui/theme';
import { readSessionHint } from '../../../../shared/session/session-hint';
import { GUEST_PRODUCTS_CHANGED, GUEST_PRODUCTS_KEY } from '../../saved-products.keys';

const styles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${theme.colour.promo};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

/**
 * Whether the product is saved, and saving it: the shopper's saved products are read in the browser
 * only (a guest's from this browser, a customer's from the account), so every page is the same HTML
 * for everyone and shows every heart empty until then. That part (the hook, its query and the
 * guest's storage) is a chunk loaded after the page, not with it (save-heart-state.tsx), and only
 * where there may be something saved to show, or once the heart is pressed.
 */
const SaveHeartState = clientOnly(() => import('./save-heart-state').then((m) => m.SaveHeartState));

/**
 * Whether this browser may have saved products to show: a session (the account's list), or a guest's
 * list in storage. Without either, every heart is empty and stays so until one is pressed, so the
 * hearts load no state part (on a product page ten of them cost 60 ms of a phone's main thread at
 * 4x CPU slowdown). A change in this tab or another one makes every heart look again.
 *
 * Storage is read in a task of its own after the hearts have hydrated, never while they do: a
 * page's first read of localStorage loads the whole storage area, 2.3 ms of a bike page's
 * hydration in a profile (unthrottled). Until then a guest's hearts show as the server's, empty,
 * as they do until their state part has loaded anyway.
 */
const readGuestListStored = (): boolean => {
  try {
    return window.localStorage.getItem(GUEST_PRODUCTS_KEY) !== null;
  } catch {
    // Storage switched off: nothing saved in this browser.
    return false;
  }
};
/**
 * What storage said when last read: a task after hearts appear where there were none (a page's
 * hydration, a page opened with hearts), and at each change this tab announces
 * (GUEST_PRODUCTS_CHANGED) or another tab makes ('storage'), heard from the first heart on. Kept
 * between pages, so the next page's hearts start from it; one read and one notice serve every heart.
 */
let guestListStored = false;
const readMayHaveSaved = (): boolean => readSessionHint() || guestListStored;
const hearts = new Set<() => void>();
let pendingRead: number | undefined;
function readStorage(): void {
  window.clearTimeout(pendingRead);
  guestListStored = readGuestListStored();
  hearts.forEach((heart) => heart());
}
function onSavedChange(listener: () => void): () => void {
  hearts.add(listener);
  // Added once: the same listener again is no new listener.
  window.addEventListener(GUEST_PRODUCTS_CHANGED, readStorage);
  window.addEventListener('storage', readStorage);
  if (hearts.size === 1) pendingRead = window.setTimeout(readStorage, 0);
  return () => {
    hearts.delete(listener);
    if (!hearts.size) window.clearTimeout(pendingRead);
  };
}

/** What the heart's state part tells the heart: whether the product is saved, and how to toggle it. */
export type HeartLink = { saved: boolean; toggle: () => Promise<void> };

/**
 * The heart on product cards and pages: saves the product (in the account, or in this browser for
 * a guest) or takes it off the saved list. A toggle button, announced as pressed when saved. A press
 * before the state part has loaded is kept and done once it has.
 */
export function SaveHeart({ sku, name, className }: { sku: string; name: string; className?: string }): React.JSX.Element {
  const { t } = useTranslation('common');
  const [saved, setSaved] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);
  const toggle = useRef<HeartLink['toggle'] | null>(null);
  // Once its state part has spoken, it stays: a guest who takes the last product off keeps a working heart.
  const [linked, setLinked] = useState(false);
  const onState = useCallback((link: HeartLink | null) => {
    toggle.current = link?.toggle ?? null;
    setSaved(link?.saved ?? false);
    setLinked(link !== null);
  }, []);
  const onPressDone = useCallback(() => setPressedEarly(false), []);
  const mayHaveSaved = useSyncExternalStore(onSavedChange, readMayHaveSaved, () => false);
  return (
    <>
      <button
        type="button"
        css={styles}
        className={className}
        aria-pressed={saved}
        aria-label={t('common.savedProducts.save', { name })}
        title={saved ? t('common.savedProducts.saved') : t('common.savedProducts.saveShort')}
        data-testid="SaveHeart"
        onClick={() => (toggle.current ? void toggle.current() : setPressedEarly(true))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {mayHaveSaved || pressedEarly || linked ? (
        <SaveHeartState sku={sku} onState={onState} pressedEarly={pressedEarly} onPressDone={onPressDone} />
      ) : null}
    </>
  );
}
