import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const panelStyles = css`
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
  }
  details {
    border-bottom: 1px solid ${theme.colour.line};
  }
  summary {
    min-height: 48px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.3rem;
    font-weight: 400;
  }
  details[open] > summary::after {
    content: '\\2013'; /* an en dash, written as a CSS escape: the page stays Latin-1 (server/latin1-html.cjs) */
  }
  fieldset {
    border: 0;
    margin: 0 0 0.75rem;
    padding: 0;
    max-height: 16rem;
    overflow-y: auto;
  }
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label.option {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 40px;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${theme.colour.brand};
  }
  .count {
    color: ${theme.colour.muted};
  }
  .price {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.5rem;
    padding-bottom: 1rem;
    label {
      display: grid;
      gap: 0.25rem;
      font-size: 0.85rem;
    }
    input {
      min-height: 44px;
      padding: 0 0.5rem;
      border: 1px solid ${theme.colour.muted};
      border-radius: ${theme.radius};
      font: inherit;
    }
    button {
      grid-column: 1 / -1;
    }
  }
`;
