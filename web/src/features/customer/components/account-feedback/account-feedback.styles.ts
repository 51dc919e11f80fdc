import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const feedbackStyles = css`
  &:empty {
    display: none;
  }
  margin: 0 0 1rem;
  .success,
  .failure {
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius};
    border-left: 4px solid;
  }
  .success {
    border-color: ${theme.colour.success};
    background: #e8f5ec;
  }
  .failure {
    border-color: ${theme.colour.danger};
    background: #fdecee;
    &:focus {
      outline: 3px solid ${theme.colour.focus};
    }
    p {
      margin: 0;
      font-weight: 600;
    }
    ul {
      margin: 0.5rem 0 0;
      padding-left: 1.25rem;
    }
    a {
      color: ${theme.colour.danger};
    }
  }
`;
