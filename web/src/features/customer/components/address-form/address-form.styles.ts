import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const addressFormStyles = css`
  padding: 1rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  ${theme.mq.md} {
    padding: 1.5rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
  }
`;
