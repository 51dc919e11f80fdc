import { css } from '@emotion/react';

export const linksStyles = css`
  a {
    font-weight: 600;
  }
`;
