import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const activeStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 36px;
    padding: 0.2rem 0.75rem;
    border: 1px solid ${theme.colour.brand};
    border-radius: 999px;
    background: ${theme.colour.paper};
    color: ${theme.colour.brand};
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button.clear {
    border-color: transparent;
    text-decoration: underline;
  }
`;
