import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  list-style: none;
  border-left: 4px solid ${theme.colour.danger};
  background: #fdecee;
  color: ${theme.colour.danger};
  font-weight: 600;
  li + li {
    margin-top: 0.25rem;
  }
`;

/** What the last cart action had to say (a refused line, a dropped coupon), announced to screen readers. */
export function CartMessages({ messages }: { messages: string[] }): React.JSX.Element {
  return (
    <div role="alert" data-testid="CartMessages-root">
      {messages.length ? (
        <ul css={styles}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
