import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/*
 * The toolbar takes no width from what is inside the sort. A select is as wide as its longest option,
 * and the browser paints while it is still reading the HTML: a paint between the select's first
 * options and its last showed a narrow select beside the count, then the row moved down when the
 * rest arrived (a layout shift of 0.017 on a phone-sized search page). The count takes the row's free
 * room. On phones the filters button stands beside it and the sort has the next row to itself, its
 * select filling what the label leaves; from 768 px they share a row (the filters button is a
 * phone's and a tablet's only) and the select has one width, past its longest option in both languages.
 */
export const listingStyles = css`
  display: grid;
  gap: 1.5rem;
  ${theme.mq.lg} {
    grid-template-columns: 260px 1fr;
    align-items: start;
  }
  .filters {
    display: none;
    ${theme.mq.lg} {
      display: block;
      position: sticky;
      top: 1rem;
    }
  }
  .filters.open {
    display: block;
    padding: 1rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    ${theme.mq.lg} {
      padding: 0;
      border: 0;
    }
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
    margin-bottom: 1rem;
  }
  .count {
    flex: 1;
    margin: 0;
    font-weight: 600;
  }
  .toggle {
    ${theme.mq.lg} {
      display: none;
    }
  }
  .sort {
    display: flex;
    flex: 1 1 100%;
    align-items: center;
    gap: 0.5rem;
    ${theme.mq.md} {
      flex: none;
    }
  }
  select {
    /* At least its longest option in either language; the label wraps first on the narrowest phones. */
    flex: 1 0 12.5rem;
    ${theme.mq.md} {
      flex: none;
      width: 13rem;
    }
    min-height: 44px;
    padding: 0 0.5rem;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    background: ${theme.colour.paper};
    font: inherit;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
    transition: opacity 0.15s ease;
    ${theme.mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 1rem;
    }
  }
  /*
   * Not the first six (the first screen: two rows on a desktop, three on a phone; a portrait tablet
   * also shows its 7th to 9th, which are drawn as they come, as every card was before). The rule is
   * DRAWN_WHEN_NEAR (product-card/drawn-when-near.ts), written out: importing it cost the category
   * page's first load bytes it does not have under its 150 kB (a test keeps the two the same).
   */
  .grid > li:nth-child(n + 7) > * {
    content-visibility: auto;
    contain-intrinsic-size: auto 380px;
  }
  .grid[aria-busy='true'] {
    opacity: 0.55;
  }
  .more {
    display: grid;
    justify-items: center;
    gap: 0.75rem;
    margin: 2rem 0 0;
    text-align: center;
  }
  progress {
    width: min(320px, 80%);
    height: 4px;
    accent-color: ${theme.colour.brand};
  }
  .empty {
    padding: 2rem 1rem;
    text-align: center;
    background: ${theme.colour.wash};
    border-radius: ${theme.radius};
  }
`;
