import { css } from '@emotion/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { clientOnly } from '../ui/client-only';

/** Spec §9: a toast disappears after 5000 ms unless it says otherwise. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export type ToastAction = { label: string; onClick?: () => void };

/** The spec's notification: id, title, description, icon, color, timeout, actions, avatar, closeButton. */
export type Toast = {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  color?: 'info' | 'success' | 'error';
  /** Milliseconds; 0 keeps the toast until closed. */
  timeout?: number;
  actions?: ToastAction[];
  avatar?: string;
  closeButton?: boolean;
};

type ToastsApi = { toasts: Toast[]; notify(toast: Omit<Toast, 'id'> & { id?: string }): string; dismiss(id: string): void };

const ToastsContext = createContext<ToastsApi | null>(null);

/** The toasts' state; the page shell shows them where it renders `ToastsOutlet` (below its header). */
export function ToastsProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const notify = useCallback((toast: Omit<Toast, 'id'> & { id?: string }) => {
    const id = toast.id ?? `toast-${++counter.current}`;
    setToasts((list) => [...list.filter((t) => t.id !== id), { closeButton: true, color: 'info', ...toast, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toasts, notify, dismiss }), [toasts, notify, dismiss]);
  return <ToastsContext.Provider value={api}>{children}</ToastsContext.Provider>;
}

export function useToasts(): Pick<ToastsApi, 'notify' | 'dismiss'> {
  const api = useContext(ToastsContext);
  if (!api) throw new Error('useToasts must be used inside ToastsProvider');
  return { notify: api.notify, dismiss: api.dismiss };
}

/**
 * A bar of no height in the page's flow right below the header, stuck to the top of the viewport
 * once the header has scrolled away: toasts hang from it, top right (spec §2).
 */
const outletStyles = css`
  position: sticky;
  top: 0;
  z-index: 1000;
  height: 0;
`;

const listStyles = css`
  position: absolute;
  top: 1rem;
  right: 1rem;
  left: 1rem;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  pointer-events: none;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The toasts themselves, loaded with the first one: most pages never show one. The live region
 * that announces them is on the page from the start, so the first toast is announced too.
 */
const ToastItems = clientOnly(() => import('./toast-item').then((m) => m.ToastItems));

/**
 * Where toasts show: the page shell renders this right after its header. Toasts then start below
 * the header, whatever its height, and never cover its controls (the country picker, the account,
 * the cart) while the shopper reads them (a toast fixed to the top of the viewport lay over them
 * for its five seconds); once the header has scrolled away they are at the top of the viewport.
 */
export function ToastsOutlet(): React.JSX.Element {
  const api = useContext(ToastsContext);
  if (!api) throw new Error('ToastsOutlet must be used inside ToastsProvider');
  return (
    <div css={outletStyles} data-testid="Toasts-outlet">
      <ol css={listStyles} aria-live="polite" aria-relevant="additions" data-testid="Toasts-list">
        {api.toasts.length ? <ToastItems toasts={api.toasts} dismiss={api.dismiss} /> : null}
      </ol>
    </div>
  );
}
