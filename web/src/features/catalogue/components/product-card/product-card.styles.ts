import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const cardStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  transition: box-shadow 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: 0 4px 18px rgb(20 24 31 / 0.12);
  }
  .heart {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    z-index: 2;
  }
  .image {
    display: block;
    aspect-ratio: 4 / 3;
    background: ${theme.colour.wash};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    flex: 1;
    padding: 0.75rem 0.9rem 1rem;
  }
  .brand {
    margin: 0;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colour.muted};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  h3 a {
    color: ${theme.colour.ink};
    text-decoration: none;
  }
  /* The whole card is one link target for pointers; keyboard users tab to the name link. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  .subtitle {
    margin: 0;
    font-size: 0.875rem;
    color: ${theme.colour.muted};
  }
  .price {
    margin: auto 0 0;
    padding-top: 0.5rem;
  }
  /* Room kept for the finance teaser on bikes, which arrives after the page: nothing moves
     (two lines on a phone's narrow cards, one on wider ones). */
  .finance {
    margin: 0.15rem 0 0;
    min-height: 2.5rem;
    line-height: 1.25rem;
    font-size: 0.8125rem;
    color: ${theme.colour.muted};
  }
  @media (min-width: 768px) {
    .finance {
      min-height: 1.25rem;
    }
  }
  .badge {
    position: absolute;
    top: 0.6rem;
    left: 0.6rem;
    padding: 0.2rem 0.5rem;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 700;
    background: ${theme.colour.ink};
    color: #fff;
  }
  .badge.sale {
    background: ${theme.colour.promo};
  }
`;
