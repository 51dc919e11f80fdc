import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/** The status line under the form: its height is kept so the page does not jump when the message comes and goes. */
export const resetRequestStyles = css`
  margin: 1rem 0 0;
  min-height: 1.5em;
  color: ${theme.colour.success};
  font-weight: 600;
`;
