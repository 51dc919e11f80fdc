import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const resultsStyles = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem 3rem;
  ${theme.mq.lg} {
    padding: 2rem 1.5rem 4rem;
  }
  h1 {
    font-size: 1.5rem;
    line-height: 1.25;
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
    ${theme.mq.lg} {
      font-size: 2rem;
    }
  }
  .count {
    margin: 0 0 0.5rem;
    color: ${theme.colour.muted};
  }
  .corrected {
    margin: 0 0 1rem;
    a {
      font-weight: 700;
      color: ${theme.colour.brand};
    }
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.75rem;
    margin: 1rem 0;
    label {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      font-weight: 600;
    }
    select {
      font: inherit;
      min-height: 44px;
      padding: 0.4rem 0.6rem;
      border: 1px solid ${theme.colour.muted};
      border-radius: ${theme.radius};
      background: ${theme.colour.paper};
    }
  }
  .grid {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1rem 0.75rem;
    ${theme.mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${theme.mq.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 1.5rem;
    }
  }
  .more {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.75rem;
    margin-top: 2rem;
    p {
      margin: 0;
      color: ${theme.colour.muted};
    }
  }
  .empty {
    max-width: 40rem;
    padding: 1rem 0;
    p {
      margin: 0 0 0.75rem;
    }
    .again {
      margin-top: 1.25rem;
      max-width: 28rem;
    }
  }
`;
