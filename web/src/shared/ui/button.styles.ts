import { css } from '@emotion/react';
import { theme } from './theme';

export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.2rem;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colour.brand};
  background: ${theme.colour.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: #082c69;
  }
`;

export const secondaryButtonStyles = css`
  ${buttonStyles};
  background: transparent;
  color: ${theme.colour.brand};
  &:hover {
    background: ${theme.colour.wash};
  }
`;

export const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  border-radius: ${theme.radius};
  /* The icon keeps its size when the bar is crowded (the German header's longer words). */
  & > svg {
    flex-shrink: 0;
  }
`;

export const containerStyles = css`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
  ${theme.mq.md} {
    padding: 0 1.5rem;
  }
`;
