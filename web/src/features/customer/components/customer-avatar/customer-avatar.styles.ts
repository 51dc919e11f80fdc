import { css } from '@emotion/react';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

export const avatarStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  .initials {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin: 2px;
    border-radius: 50%;
    background: ${theme.colour.brand};
    color: #fff;
    font-weight: 700;
    font-size: 0.95rem;
    letter-spacing: 0.03em;
    text-decoration: none;
  }
  .signIn {
    ${iconButtonStyles};
    gap: 0.35rem;
    padding: 0 0.5rem;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${theme.colour.ink};
    text-decoration: none;
  }
  /* Phones: the icon alone keeps the bar on one line; the text stays the link's accessible name. */
  .signIn .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    ${theme.mq.md} {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
`;
