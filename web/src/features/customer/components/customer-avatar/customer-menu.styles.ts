import { css } from '@emotion/react';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

/**
 * The signed-in customer's corner (customer-menu.tsx, a chunk of its own): the initials linking to
 * the account, the toggle and its menu; with the menu, not on every page.
 */
export const menuStyles = css`
  .link,
  .toggle .chevron {
    display: none;
  }
  .toggle {
    ${iconButtonStyles};
    min-width: 32px;
  }
  ${theme.mq.md} {
    .link,
    .toggle .chevron {
      display: inline-flex;
    }
    .toggle .initials {
      display: none;
    }
  }
  .menu {
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    z-index: 1100;
    min-width: 200px;
    margin: 0;
    padding: 0.4rem 0;
    list-style: none;
    background: ${theme.colour.paper};
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    box-shadow: 0 12px 24px rgb(0 0 0 / 0.15);
  }
  .menu a,
  .menu button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0.6rem 1rem;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    color: ${theme.colour.ink};
    text-decoration: none;
    cursor: pointer;
  }
  .menu a:hover,
  .menu button:hover {
    background: ${theme.colour.wash};
  }
`;
