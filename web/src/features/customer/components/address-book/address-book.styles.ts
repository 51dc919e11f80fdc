import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const bookStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  .cards {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .empty {
    margin: 0;
    padding: 1rem;
    border: 1px dashed ${theme.colour.line};
    border-radius: ${theme.radius};
    color: ${theme.colour.muted};
  }
`;
