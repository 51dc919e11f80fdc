import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { containerStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

const styles = css`
  ${containerStyles};
  /* Vertical space outside the container's padding shorthand, which its media query would override. */
  margin-bottom: 2rem;
  .top {
    padding-top: 1.25rem;
    display: grid;
    gap: 1.5rem;
    margin-bottom: 1.5rem;
    ${theme.mq.lg} {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      gap: 2.5rem;
      align-items: start;
    }
  }
  .buy {
    display: grid;
    gap: 1rem;
    align-content: start;
  }
  .description {
    border-top: 1px solid ${theme.colour.line};
    padding: 1rem 0;
    max-width: 70ch;
    white-space: pre-line;
  }
`;

/** Mobile first: gallery, then buying box; side by side from the large breakpoint; details below. */
export function ProductLayout({
  gallery,
  buy,
  children,
}: {
  gallery: ReactNode;
  buy: ReactNode;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <div css={styles}>
      <div className="top">
        <div>{gallery}</div>
        <div className="buy">{buy}</div>
      </div>
      {children}
    </div>
  );
}
