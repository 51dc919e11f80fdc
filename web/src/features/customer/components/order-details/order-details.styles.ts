import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const orderDetailsStyles = css`
  display: grid;
  /* minmax(0, …): the items table scrolls inside its box on a phone instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.4rem 1rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
  }
  .panels {
    display: grid;
    gap: 1rem;
    ${theme.mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .panel {
    padding: 1rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  address {
    font-style: normal;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .items {
    overflow-x: auto;
  }
  table {
    width: 100%;
    min-width: 32rem;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.5rem 0.6rem;
    text-align: left;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .money,
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .totals {
    justify-self: end;
    min-width: min(100%, 20rem);
  }
  .totals dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .grand {
    font-weight: 800;
    color: ${theme.colour.ink};
  }
  @media print {
    .toolbar {
      display: none;
    }
    .panel {
      break-inside: avoid;
    }
  }
`;
