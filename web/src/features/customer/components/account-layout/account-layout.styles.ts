import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const accountStyles = css`
  padding-top: 1.25rem;
  padding-bottom: 3rem;
  .account-header {
    margin-bottom: 1rem;
  }
  .account-header p {
    margin: 0;
    color: ${theme.colour.muted};
  }
  h1 {
    margin: 0.25rem 0 0;
    font-size: clamp(1.6rem, 5vw, 2.2rem);
  }
  .account-body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
    ${theme.mq.lg} {
      grid-template-columns: 15rem minmax(0, 1fr);
      align-items: start;
    }
  }
  @media print {
    nav,
    .account-header p {
      display: none;
    }
    .account-body {
      display: block;
    }
  }
`;

/** Phones: a row of tabs that scrolls sideways; large screens: a list down the side. */
export const navStyles = css`
  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0 0 0.25rem;
    list-style: none;
    overflow-x: auto;
    border-bottom: 1px solid ${theme.colour.line};
    ${theme.mq.lg} {
      flex-direction: column;
      border-bottom: 0;
      border-right: 1px solid ${theme.colour.line};
      padding: 0 1rem 0 0;
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius};
    white-space: nowrap;
    color: ${theme.colour.ink};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${theme.colour.wash};
  }
  a[aria-current] {
    color: ${theme.colour.brand};
    background: ${theme.colour.wash};
    box-shadow: inset 0 -3px 0 ${theme.colour.brand};
    ${theme.mq.lg} {
      box-shadow: inset 3px 0 0 ${theme.colour.brand};
    }
  }
`;
