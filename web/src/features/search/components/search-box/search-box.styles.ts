import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const searchBoxStyles = css`
  position: relative;
  width: 100%;
  .field {
    display: flex;
    align-items: stretch;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    background: ${theme.colour.paper};
    &:focus-within {
      outline: 3px solid ${theme.colour.focus};
      outline-offset: 1px;
    }
  }
  input {
    flex: 1;
    min-width: 0;
    /* 16px keeps iOS from zooming into the field. */
    font: inherit;
    font-size: 1rem;
    padding: 0.55rem 0.75rem;
    border: 0;
    background: transparent;
    color: ${theme.colour.ink};
    &:focus {
      outline: none;
    }
    &::-webkit-search-cancel-button {
      display: none;
    }
  }
  .submit {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    border: 0;
    background: transparent;
    color: ${theme.colour.ink};
    cursor: pointer;
    border-radius: 0 ${theme.radius} ${theme.radius} 0;
    &:hover {
      background: ${theme.colour.wash};
    }
  }
  .popup {
    position: absolute;
    z-index: 1500;
    top: calc(100% + 4px);
    left: 0;
    right: 0;
    background: ${theme.colour.paper};
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 24px rgba(20, 24, 31, 0.16);
    max-height: min(70vh, 480px);
    overflow-y: auto;
    ${theme.mq.lg} {
      min-width: 380px;
      left: auto;
    }
  }
  .empty {
    margin: 0;
    padding: 0.75rem;
    color: ${theme.colour.muted};
  }
`;
