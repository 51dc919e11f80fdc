import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/** First and last name side by side from tablets up, stacked on phones. */
export const registerStyles = css`
  .names {
    display: grid;
    grid-template-columns: 1fr;
    column-gap: 1rem;
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
`;
