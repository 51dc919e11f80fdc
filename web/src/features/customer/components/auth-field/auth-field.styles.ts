import { css } from '@emotion/react';
import { theme } from '../../../../shared/ui/theme';

export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1.1rem;
  label {
    font-weight: 600;
  }
  .hint {
    margin: 0;
    color: ${theme.colour.muted};
    font-size: 0.9rem;
  }
  .error {
    margin: 0;
    color: ${theme.colour.danger};
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    font: inherit;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    background: #fff;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${theme.colour.danger};
  }
`;
