import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/** Phones: each order is a small card (the header row hidden, labels beside values); wider: a table. */
export const orderTableStyles = css`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    padding-bottom: 0.5rem;
    color: ${theme.colour.muted};
  }
  th,
  td {
    text-align: left;
    padding: 0.6rem 0.75rem;
  }
  thead th {
    border-bottom: 2px solid ${theme.colour.line};
    font-size: 0.9rem;
  }
  tbody tr {
    border-bottom: 1px solid ${theme.colour.line};
  }
  .money {
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      padding: 0.5rem 0;
    }
    th,
    td {
      display: grid;
      grid-template-columns: 7rem 1fr;
      gap: 0.5rem;
      padding: 0.25rem 0;
    }
    th::before,
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${theme.colour.muted};
    }
  }
  ${theme.mq.md} {
    .money {
      text-align: right;
    }
  }
`;

export const emptyStyles = css`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding: 1.5rem;
  border: 1px dashed ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.wash};
  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const paginationStyles = css`
  margin-top: 1rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.colour.brand};
    color: #fff;
  }
  .disabled {
    color: ${theme.colour.muted};
  }
`;
