import { css } from '@emotion/react';
import { useTranslation } from '../i18n/use-translation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { iconButtonStyles } from '../ui/button.styles';
import { theme } from '../ui/theme';

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
  return (
    <ToastsContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} dismiss={dismiss} />
    </ToastsContext.Provider>
  );
}

export function useToasts(): Pick<ToastsApi, 'notify' | 'dismiss'> {
  const api = useContext(ToastsContext);
  if (!api) throw new Error('useToasts must be used inside ToastsProvider');
  return { notify: api.notify, dismiss: api.dismiss };
}

const listStyles = css`
  position: fixed;
  top: 1rem;
  right: 1rem;
  left: 1rem;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  pointer-events: none;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const toastStyles = (tone: Toast['color']) => css`
  pointer-events: auto;
  width: min(100%, 380px);
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.9rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.16);
  border-left: 5px solid
    ${tone === 'error' ? theme.colour.danger : tone === 'success' ? theme.colour.success : theme.colour.accent};
  p {
    margin: 0;
  }
`;

function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss(id: string): void }): React.JSX.Element {
  return (
    <ol css={listStyles} aria-live="polite" aria-relevant="additions" data-testid="Toasts-list">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
      ))}
    </ol>
  );
}

/** One toast: auto-dismisses after its timeout; the timer pauses while hovered or focused. */
function ToastItem({ toast, dismiss }: { toast: Toast; dismiss(id: string): void }): React.JSX.Element {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.timeout ?? DEFAULT_TOAST_TIMEOUT_MS);
  useEffect(() => {
    if (paused || remaining.current <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, dismiss, toast.id]);
  return (
    <li
      css={toastStyles(toast.color)}
      role={toast.color === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="Toast-item"
    >
      {toast.avatar ? <img src={toast.avatar} alt="" width={32} height={32} /> : null}
      <div css={{ flex: 1 }}>
        <p css={{ fontWeight: 700 }}>{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
        {toast.actions?.length ? (
          <div css={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
            {toast.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                css={[iconButtonStyles, { textDecoration: 'underline', minHeight: 32 }]}
                onClick={() => {
                  action.onClick?.();
                  dismiss(toast.id);
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {toast.closeButton !== false ? (
        <button type="button" css={iconButtonStyles} onClick={() => dismiss(toast.id)} aria-label={t('common.toasts.close')}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </li>
  );
}
