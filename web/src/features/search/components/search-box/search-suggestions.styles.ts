import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

/**
 * The suggestions' groups and options, on each group (search-suggestions.tsx): they come with the
 * suggestions' chunk, when the shopper turns to the box, not with every page.
 */
export const suggestionGroupStyles = css`
  .groupLabel {
    padding: 0.5rem 0.75rem 0.25rem;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colour.muted};
  }
  .option {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 44px;
    padding: 0.35rem 0.75rem;
    cursor: pointer;
    color: ${theme.colour.ink};
    &[aria-selected='true'] {
      background: ${theme.colour.wash};
      box-shadow: inset 3px 0 0 ${theme.colour.brand};
    }
    img {
      flex: none;
      width: 48px;
      height: 36px;
      object-fit: contain;
      background: ${theme.colour.wash};
      border-radius: 4px;
    }
    .name {
      flex: 1;
      min-width: 0;
    }
    .price {
      flex: none;
      font-weight: 700;
      white-space: nowrap;
    }
    .special {
      color: ${theme.colour.promo};
    }
  }
`;
