import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

// Class names are prefixed: the category listing rendered inside has its own .toolbar, .grid, .more.
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
  .search-corrected {
    margin: 0 0 1rem;
    a {
      font-weight: 700;
      color: ${theme.colour.brand};
    }
  }
  .search-empty {
    max-width: 40rem;
    padding: 1rem 0;
    p {
      margin: 0 0 0.75rem;
    }
    .search-again {
      margin-top: 1.25rem;
      max-width: 28rem;
    }
  }
`;
