import { css } from '@emotion/react';
import { containerStyles } from '../../../../../shared/ui/button.styles';
import { theme } from '../../../../../shared/ui/theme';

export const postStyles = css`
  ${containerStyles};
  max-width: 820px;
  padding-top: 1rem;
  padding-bottom: 2.5rem;
  .back {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colour.brand};
    font-weight: 600;
  }
  header {
    margin: 0.5rem 0 1.25rem;
  }
  .eyebrow {
    margin: 0 0 0.5rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.85rem;
    font-weight: 700;
  }
  .eyebrow a {
    color: ${theme.colour.brand};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.75rem, 5vw, 2.6rem);
    line-height: 1.15;
  }
  .byline {
    margin: 0;
    color: ${theme.colour.muted};
  }
  .hero {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
    ${theme.mq.md} {
      aspect-ratio: 16 / 9;
    }
  }
  .content {
    font-size: 1.075rem;
    line-height: 1.7;
    margin-top: 1.5rem;
    h2 {
      margin: 2rem 0 0.75rem;
      line-height: 1.25;
    }
    h3 {
      margin: 1.5rem 0 0.5rem;
    }
    a {
      color: ${theme.colour.brand};
    }
    li + li {
      margin-top: 0.35rem;
    }
  }
  footer {
    margin-top: 2.5rem;
    padding-top: 1.5rem;
    border-top: 1px solid ${theme.colour.line};
    display: grid;
    gap: 1.5rem;
  }
  .tags h2,
  .neighbours h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  .tags ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tags a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border-radius: 999px;
    background: ${theme.colour.wash};
    color: ${theme.colour.ink};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  .neighbours ul {
    display: grid;
    gap: 0.75rem;
    list-style: none;
    margin: 0;
    padding: 0;
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .neighbours a {
    display: block;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    color: ${theme.colour.ink};
    text-decoration: none;
    &:hover {
      background: ${theme.colour.wash};
    }
  }
  .neighbours .label {
    display: block;
    font-size: 0.85rem;
    color: ${theme.colour.muted};
  }
  .neighbours .next {
    text-align: right;
    ${theme.mq.md} {
      grid-column: 2;
    }
  }
`;
