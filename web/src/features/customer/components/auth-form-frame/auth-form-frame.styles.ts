import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';
import { buttonStyles } from '../../../../shared/ui/button.styles';

export const frameStyles = css`
  max-width: 480px;
  margin: 1.5rem auto 3rem;
  padding: 0 1rem;
  ${theme.mq.md} {
    margin-top: 3rem;
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.6rem;
  }
  .intro {
    margin: 0 0 1.25rem;
    color: ${theme.colour.muted};
  }
  form {
    display: grid;
    gap: 1.1rem;
  }
  form button[type='submit'] {
    ${buttonStyles};
    width: 100%;
    margin-top: 0.25rem;
  }
  form button[type='submit'][aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  .links {
    margin: 1.5rem 0 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.6rem;
  }
`;
