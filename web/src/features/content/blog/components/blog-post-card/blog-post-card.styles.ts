import { css } from '@emotion/react';
import { theme } from '../../../../../shared/ui/theme';

export const cardStyles = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  .image {
    display: block;
    background: ${theme.colour.wash};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    flex: 1;
    padding: 1rem 1rem 1.25rem;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.colour.muted};
  }
  .meta a {
    color: ${theme.colour.brand};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  h2 a {
    color: ${theme.colour.ink};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  .excerpt {
    margin: 0;
    color: ${theme.colour.muted};
    line-height: 1.5;
    flex: 1;
  }
  .read-more {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colour.brand};
    font-weight: 700;
  }
`;
