import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/** A titled panel of the profile page (one per form). */
export const panelStyles = css`
  padding: 1rem 0 1.5rem;
  border-bottom: 1px solid ${theme.colour.line};
  &:last-of-type {
    border-bottom: 0;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
  }
  .intro {
    margin: 0 0 1rem;
    color: ${theme.colour.muted};
  }
`;
