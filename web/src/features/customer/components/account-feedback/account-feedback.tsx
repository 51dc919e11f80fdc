import { useEffect, useRef } from 'react';
import { feedbackStyles } from './account-feedback.styles';

/** What a form says after a submit: the outcome, and for a failure the fields to fix. */
export type Feedback =
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; items?: { fieldId: string; message: string }[] }
  | null;

/**
 * A form's outcome: success in a polite status region, failure as an error summary
 * (role=alert) that takes the focus and links to each field to fix.
 */
export function AccountFeedback({ feedback }: { feedback: Feedback }): React.JSX.Element {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback?.kind === 'error') summary.current?.focus();
  }, [feedback]);
  return (
    <div css={feedbackStyles}>
      <div role="status" className="status">
        {feedback?.kind === 'success' ? <div className="success">{feedback.message}</div> : null}
      </div>
      {feedback?.kind === 'error' ? (
        <div className="failure" role="alert" tabIndex={-1} ref={summary} data-testid="AccountFeedback-error">
          <p>{feedback.message}</p>
          {feedback.items?.length ? (
            <ul>
              {feedback.items.map((item) => (
                <li key={item.fieldId}>
                  <a href={`#${item.fieldId}`}>{item.message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
