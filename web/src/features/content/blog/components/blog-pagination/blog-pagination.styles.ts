import { css } from '@emotion/react';
import { theme } from '../../../../../shared/ui/theme';

export const paginationStyles = css`
  margin: 2.5rem 0 1rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  .disabled,
  .gap {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border-radius: ${theme.radius};
    font-weight: 600;
  }
  a {
    border: 1px solid ${theme.colour.line};
    color: ${theme.colour.brand};
    text-decoration: none;
    &:hover {
      background: ${theme.colour.wash};
    }
  }
  a[aria-current='page'] {
    background: ${theme.colour.brand};
    border-color: ${theme.colour.brand};
    color: #fff;
  }
  .disabled {
    color: ${theme.colour.muted};
    border: 1px solid transparent;
  }
  .summary {
    text-align: center;
    color: ${theme.colour.muted};
    margin: 0.75rem 0 0;
    font-size: 0.9rem;
  }
`;
