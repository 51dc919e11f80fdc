import { css } from '@emotion/react';
import { theme } from '../ui/theme';

export const fieldStyles = css`
  display: grid;
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
  .optional {
    font-weight: 400;
    color: ${theme.colour.muted};
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    font: inherit;
    color: inherit;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    background: #fff;
  }
  [aria-invalid='true'] {
    border: 2px solid ${theme.colour.danger};
  }
  .hint {
    margin: 0;
    font-size: 0.9rem;
    color: ${theme.colour.muted};
  }
  .error {
    margin: 0;
    font-weight: 600;
    color: ${theme.colour.danger};
  }
`;

export const checkboxStyles = css`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  min-height: 44px;
  padding: 0.5rem 0;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    flex: none;
  }
`;

/**
 * The grid of an account form: one column on phones, two from tablets for the short fields. Two
 * fields side by side keep their inputs on one line whatever is above them: a field with a hint
 * or an error is taller than its neighbour, and a stretched neighbour (the grid's default) would
 * spread the extra height over its own label and input (the profile's 'Confirm new password'
 * beside the password rules). Fields sit at the end of their row instead, input beside input.
 */
export const formStyles = css`
  display: grid;
  gap: 1rem;
  align-items: end;
  max-width: 40rem;
  ${theme.mq.md} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    grid-column: 1 / -1;
  }
`;
