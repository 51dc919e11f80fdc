import { css, Global } from '@emotion/react';
import { theme } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.colour.ink};
    background: ${theme.colour.paper};
    line-height: 1.5;
  }
  body.menu-open {
    overflow: hidden;
  }
  img,
  svg {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${theme.colour.brand};
  }
  :focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

export function GlobalStyles(): React.JSX.Element {
  return <Global styles={styles} />;
}
