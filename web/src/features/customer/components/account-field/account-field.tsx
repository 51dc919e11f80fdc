import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { fieldStyles } from './account-field.styles';

type FrameProps = {
  id: string;
  label: string;
  /** The inline error; the control is then marked invalid and described by it. */
  error?: string | null;
  hint?: string | null;
  /** Text after the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
  className?: string;
};

/** The ids that describe a control: its hint, then its error. */
const describedBy = (id: string, hint?: string | null, error?: string | null): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, optionalText, className, children }: FrameProps & { children: React.ReactNode }) {
  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={id}>
        {label}
        {optionalText ? <span className="optional"> {optionalText}</span> : null}
      </label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="error" id={`${id}-error`} data-testid="AccountField-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its hint and inline error (aria-invalid, aria-describedby). */
export function AccountField({
  id,
  label,
  error,
  hint,
  optionalText,
  className,
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>): React.JSX.Element {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optionalText={optionalText} className={className}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </Frame>
  );
}

/** A labelled select with its inline error. */
export function AccountSelect({
  id,
  label,
  error,
  hint,
  options,
  className,
  ...select
}: FrameProps & { options: { value: string; label: string }[] } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id'
  >): React.JSX.Element {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
