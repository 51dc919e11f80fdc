import { css } from '@emotion/react';
import { theme } from '../../../../../shared/ui/theme';

/** A scrolling frame on phones (the table keeps its columns), plain on wider screens and in print. */
export const tableFrameStyles = css`
  overflow-x: auto;
  margin: 0.75rem 0;
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 0.9rem;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0.5rem 0;
  }
  th,
  td {
    padding: 0.45rem 0.5rem;
    border-bottom: 1px solid ${theme.colour.line};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-of-type {
    text-align: left;
    white-space: normal;
    min-width: 9rem;
  }
  tbody tr.region th {
    background: ${theme.colour.wash};
    text-align: left;
  }
  .net {
    font-weight: 700;
  }
  @media print {
    overflow: visible;
    font-size: 9pt;
  }
`;
