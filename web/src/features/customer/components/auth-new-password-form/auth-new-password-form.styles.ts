import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/** The confirmation once the password is changed. */
export const newPasswordStyles = css`
  margin: 1rem 0 0;
  min-height: 1.5em;
  color: ${theme.colour.success};
  font-weight: 600;
`;
