import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const checkoutPageStyles = css`
  padding-block: 1.5rem 3rem;
  h1 {
    margin: 0 0 1rem;
  }
  .layout {
    display: grid;
    gap: 1.5rem;
  }
  ${theme.mq.lg} {
    .layout {
      grid-template-columns: minmax(0, 1fr) 360px;
      align-items: start;
    }
  }
  .step {
    border: 1px solid ${theme.colour.line};
    border-radius: 8px;
    padding: 1rem;
    margin-bottom: 1rem;
    background: ${theme.colour.paper};
  }
  .step h2 {
    font-size: 1.15rem;
    margin: 0 0 0.75rem;
  }
  .choices {
    display: grid;
    gap: 0.5rem;
    border: 0;
    padding: 0;
    margin: 0 0 0.75rem;
  }
  .choices > legend {
    padding: 0;
  }
  .choice {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    padding: 0.75rem;
    border: 1px solid ${theme.colour.line};
    border-radius: 6px;
    cursor: pointer;
  }
  .choice[data-selected='true'] {
    border-color: ${theme.colour.ink};
  }
  .choice input {
    margin-top: 0.2rem;
  }
  .choice .price {
    margin-left: auto;
    font-weight: 700;
  }
  .muted {
    color: ${theme.colour.muted};
  }
  .problem {
    color: ${theme.colour.danger};
    font-weight: 600;
  }
  .gate {
    max-width: 40rem;
  }
  .gate .links {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
  }
`;
