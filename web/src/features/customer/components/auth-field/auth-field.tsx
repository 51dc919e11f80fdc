import { useTranslation } from 'next-i18next/pages';
import { fieldStyles } from './auth-field.styles';

export type AuthFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown under the label and read with the input (the password rules, say). */
  hint?: string;
  /** The inline error; marks the input invalid and is read with it. */
  error?: string;
};

/**
 * A labelled text input with an optional hint and inline error, both tied to the input with
 * aria-describedby (error first, so it is read before the hint). Also used by the account forms.
 */
export function AuthField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  hint,
  error,
}: AuthFieldProps): React.JSX.Element {
  const { t } = useTranslation('auth');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyles}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="error">
          <span className="visually-hidden">{t('auth.errors.prefix')} </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={type === 'text' ? undefined : false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
