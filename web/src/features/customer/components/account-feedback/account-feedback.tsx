import { useRef } from 'react';
import { ErrorSummary } from '../../../../shared/forms/error-summary';
import { feedbackStyles } from './account-feedback.styles';

/** What a form says after a submit: the outcome, and for a failure the fields to fix. */
export type Feedback =
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; items?: { fieldId: string; message: string }[] }
  | null;

/**
 * A form's outcome: success in a polite status region, failure as the forms' error summary
 * (role=alert) that takes the focus on each failure and links to each field to fix.
 */
export function AccountFeedback({ feedback }: { feedback: Feedback }): React.JSX.Element {
  // Every new failure is a new attempt: the summary takes the focus again.
  const attempts = useRef<{ last: Feedback; count: number }>({ last: null, count: 0 });
  if (feedback !== attempts.current.last) {
    attempts.current = { last: feedback, count: attempts.current.count + (feedback?.kind === 'error' ? 1 : 0) };
  }
  return (
    <div css={feedbackStyles}>
      <div role="status" className="status">
        {feedback?.kind === 'success' ? <div className="success">{feedback.message}</div> : null}
      </div>
      {feedback?.kind === 'error' ? (
        <ErrorSummary message={feedback.message} items={feedback.items ?? []} attempt={attempts.current.count} />
      ) : null}
    </div>
  );
}
