import { css } from '@emotion/react';
import { theme } from '../../../shared/ui/theme';

export const formStyles = css`
  display: grid;
  /* The savings table scrolls inside its frame instead of widening the page on phones. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  fieldset {
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    padding: 0.75rem 1rem 1rem;
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .results,
  .basket {
    list-style: none;
    padding: 0;
    margin: 0.5rem 0;
  }
  .results li,
  .basket li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    justify-content: space-between;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .name {
    flex: 1 1 12rem;
  }
  .basket input[type='number'] {
    width: 4.5rem;
    min-height: 44px;
  }
  .problems {
    color: ${theme.colour.danger};
  }
  .total {
    font-size: 1.1rem;
    font-weight: 700;
  }
  ${theme.mq.md} {
    .who {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0 1rem;
    }
  }
`;
