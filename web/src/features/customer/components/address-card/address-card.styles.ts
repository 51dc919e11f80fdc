import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  padding: 1rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  address {
    font-style: normal;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .badges li {
    padding: 0.15rem 0.55rem;
    border-radius: 999px;
    font-size: 0.85rem;
    font-weight: 700;
    color: #fff;
    background: ${theme.colour.brand};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: auto;
  }
  .actions button {
    min-height: 44px;
    padding: 0.4rem 0.8rem;
    font-size: 0.95rem;
  }
  .confirm {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border-radius: ${theme.radius};
    background: #fdecee;
  }
  .confirm p {
    margin: 0;
    font-weight: 700;
  }
`;

export const dangerButtonStyles = css`
  border-color: ${theme.colour.danger} !important;
  background: ${theme.colour.danger} !important;
  color: #fff !important;
`;
