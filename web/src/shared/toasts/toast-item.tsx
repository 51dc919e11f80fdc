import { css } from '@emotion/react';
import { useTranslation } from '../i18n/use-translation';
import { useEffect, useRef, useState } from 'react';
import { iconButtonStyles } from '../ui/button.styles';
import { theme } from '../ui/theme';
import { DEFAULT_TOAST_TIMEOUT_MS, type Toast } from './toasts';

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

/** The list's items (toasts.tsx loads this module with the first toast). */
export function ToastItems({ toasts, dismiss }: { toasts: Toast[]; dismiss(id: string): void }): React.JSX.Element {
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
      ))}
    </>
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
