import { useTranslation } from '../i18n/use-translation';
import { useEffect, useRef } from 'react';
import { summaryStyles } from './error-summary.styles';

/** A field to fix: its id (the link's target), its label when the message does not name it, the message. */
export type ErrorSummaryItem = { fieldId: string; label?: string; message: string };

type Props = {
  /** The failed call's message (the server's as-is, or the form's own), shown above the field list. */
  message?: string | null;
  items: ErrorSummaryItem[];
  /** Changes on every failed submit: the summary takes focus so the shopper hears what is wrong. */
  attempt: number;
};

/**
 * The error summary of every storefront form, shown when a submit fails (role=alert): a title, the
 * overall message and a link to each field with a problem; it takes the focus on each failed
 * submit. Renders nothing without problems.
 */
export function ErrorSummary({ message, items, attempt }: Props): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const visible = Boolean(message) || items.length > 0;
  useEffect(() => {
    if (visible && attempt > 0) ref.current?.focus();
  }, [attempt, visible]);
  if (!visible) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} css={summaryStyles} data-testid="ErrorSummary-root">
      <h2>{t('common.forms.summaryTitle')}</h2>
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
                {item.label ? `${item.label}: ${item.message}` : item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
