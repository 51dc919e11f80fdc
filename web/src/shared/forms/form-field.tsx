import { useTranslation } from '../i18n/use-translation';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { fieldStyles } from './form-field.styles';

type FrameProps = {
  id: string;
  label: string;
  /** The inline error; the control is then marked invalid and described by it (read first). */
  error?: string | null;
  /** Shown under the label and read with the control (the password rules, say). */
  hint?: string | null;
  /** Text after the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
  className?: string;
};

/** The ids that describe a control: its error first (so it is read before the hint), then its hint. */
const describedBy = (id: string, hint?: string | null, error?: string | null): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, optionalText, className, children }: FrameProps & { children: React.ReactNode }) {
  const { t } = useTranslation('common');
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
      {error ? (
        <p className="error" id={`${id}-error`} data-testid="FormField-error">
          <span className="visually-hidden">{t('common.forms.errorPrefix')} </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The one labelled input of every storefront form (sign-in, registration, the account, next the
 * address and checkout forms): label, optional hint and inline error tied to the input with
 * aria-describedby, aria-invalid while it has an error.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  optionalText,
  className,
  type = 'text',
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>): React.JSX.Element {
  const plain = type === 'email' || type === 'password';
  return (
    <Frame id={id} label={label} error={error} hint={hint} optionalText={optionalText} className={className}>
      <input
        id={id}
        name={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        spellCheck={plain ? false : undefined}
        autoCapitalize={plain ? 'none' : undefined}
        {...input}
      />
    </Frame>
  );
}

/** The same for a select. */
export function FormSelect({
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
