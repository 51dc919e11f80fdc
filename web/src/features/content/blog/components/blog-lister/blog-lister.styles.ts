import { css } from '@emotion/react';
import { containerStyles } from '../../../../../shared/ui/button.styles';
import { theme } from '../../../../../shared/ui/theme';

export const listerStyles = css`
  ${containerStyles};
  padding-top: 1.5rem;
  padding-bottom: 2rem;
  ${theme.mq.md} {
    padding-top: 2.5rem;
  }
  header {
    max-width: 60ch;
    margin-bottom: 1.25rem;
  }
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    line-height: 1.15;
  }
  .intro {
    margin: 0;
    color: ${theme.colour.muted};
    font-size: 1.05rem;
  }
  .categories ul {
    display: flex;
    gap: 0.5rem;
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 0 0 0.25rem;
    overflow-x: auto;
    ${theme.mq.md} {
      flex-wrap: wrap;
      overflow-x: visible;
    }
  }
  .categories a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    white-space: nowrap;
    border: 1px solid ${theme.colour.line};
    border-radius: 999px;
    color: ${theme.colour.ink};
    text-decoration: none;
    font-weight: 600;
    &:hover {
      background: ${theme.colour.wash};
    }
  }
  .categories a[aria-current='page'] {
    background: ${theme.colour.ink};
    border-color: ${theme.colour.ink};
    color: #fff;
  }
  .posts {
    display: grid;
    grid-template-columns: 1fr;
    gap: 1.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
    ${theme.mq.md} {
      grid-template-columns: repeat(2, 1fr);
    }
    ${theme.mq.lg} {
      grid-template-columns: repeat(3, 1fr);
      gap: 1.5rem;
    }
  }
  .empty {
    padding: 2rem 0;
    color: ${theme.colour.muted};
  }
`;
