import { css } from '@emotion/react';
import { theme } from '../ui/theme';

export const summaryStyles = css`
  border: 3px solid ${theme.colour.danger};
  border-radius: ${theme.radius};
  padding: 0.9rem 1rem;
  margin-bottom: 1.25rem;
  &:focus {
    outline: 3px solid ${theme.colour.focus};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  a {
    color: ${theme.colour.danger};
    font-weight: 600;
  }
`;
