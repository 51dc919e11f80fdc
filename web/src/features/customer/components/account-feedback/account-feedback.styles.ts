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
  .success {
    margin: 0 0 1rem;
    padding: 0.75rem 1rem;
    border-radius: ${theme.radius};
    border-left: 4px solid ${theme.colour.success};
    background: #e8f5ec;
  }
`;
