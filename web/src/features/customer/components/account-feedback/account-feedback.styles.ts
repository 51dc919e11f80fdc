import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/**
 * The wrapper takes no room of its own (display: contents) and the status region, always present
 * so screen readers announce what is put into it, takes none while it is empty.
 */
export const feedbackStyles = css`
  display: contents;
  .status:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
  .success,
  .failure {
    margin: 0 0 1rem;
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
