import { css } from '@emotion/react';
import { theme } from '../../../../../shared/ui/theme';

export const documentStyles = css`
  min-width: 0;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin: 1rem 0;
  background: ${theme.colour.paper};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.3rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0.75rem 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .items {
    width: 100%;
    border-collapse: collapse;
    margin: 0.75rem 0;
    th,
    td {
      padding: 0.4rem 0.5rem;
      border-bottom: 1px solid ${theme.colour.line};
      text-align: right;
    }
    th:first-of-type,
    td:first-of-type {
      text-align: left;
    }
    tfoot th,
    tfoot td {
      font-weight: 700;
      border-bottom: 0;
    }
  }
  .expired {
    color: ${theme.colour.danger};
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: 1rem;
  }
  ${theme.mq.md} {
    padding: 1.5rem;
  }
  @media print {
    border: 0;
    padding: 0;
    margin: 0;
    .actions {
      display: none;
    }
  }
`;

/**
 * Printing the page prints the quote only: everything else on the page (header, footer, form,
 * banners) is hidden, the quote fills the sheet in black on white.
 */
export const printOnlyDocument = css`
  @media print {
    @page {
      margin: 15mm;
    }
    body * {
      visibility: hidden;
    }
    [data-print-root],
    [data-print-root] * {
      visibility: visible;
    }
    [data-print-root] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
    }
  }
`;
