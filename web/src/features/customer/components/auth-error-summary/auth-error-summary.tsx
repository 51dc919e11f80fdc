import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { summaryStyles } from './auth-error-summary.styles';

export type ErrorSummaryItem = { fieldId: string; label: string; message: string };

type Props = {
  /** The failed call's message (the server's, as-is), shown above the field list. */
  message?: string | null;
  items: ErrorSummaryItem[];
  /** Changes on every failed submit: the summary takes focus so the shopper hears what is wrong. */
  attempt: number;
};

/**
 * The error summary shown when a submit fails (role=alert): the overall message and a link to each
 * field with a problem. Renders nothing without problems. Also used by the account forms.
 */
export function AuthErrorSummary({ message, items, attempt }: Props): React.JSX.Element | null {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  const visible = Boolean(message) || items.length > 0;
  useEffect(() => {
    if (visible && attempt > 0) ref.current?.focus();
  }, [attempt, visible]);
  if (!visible) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} css={summaryStyles} data-testid="AuthErrorSummary-root">
      <h2>{t('auth.errors.summaryTitle')}</h2>
      {message ? <p>{message}</p> : null}
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.fieldId)?.focus();
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
