import { useCallback, useMemo, useState } from 'react';
import type { FormProblems } from '../auth-form.rules';
import { callFailure, type CallFailure } from '../customer-errors.rules';

export type AuthFormState<F extends string> = {
  values: Record<F, string>;
  setValue(field: F, value: string): void;
  /** Client-side problems, shown once the shopper has tried to submit. */
  problems: FormProblems<F>;
  /** The server's field messages (localised), until the field is changed. */
  serverFields: Partial<Record<F, string>>;
  /** The failed call's overall message (null: none, or unexpected failure → `failed`). */
  failure: CallFailure | null;
  pending: boolean;
  /** Bumped on every failed submit, so the error summary can take focus again. */
  attempt: number;
  onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void>;
};

type Options<F extends string> = {
  initial: Record<F, string>;
  validate(values: Record<F, string>): FormProblems<F>;
  /** Sends the valid form; throws the call's error on failure. */
  send(values: Record<F, string>): Promise<void>;
  /** The server's field names → the form's fields (for BAD_USER_INPUT). */
  serverFieldMap?: Record<string, F>;
};

/**
 * The state of one auth form: values, validation on submit (then live while the shopper fixes
 * them), the call in flight, and its failure (server message and field messages).
 */
export function useAuthForm<F extends string>({ initial, validate, send, serverFieldMap }: Options<F>): AuthFormState<F> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const problems = useMemo(() => (submitted ? validate(values) : {}), [submitted, validate, values]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerFields((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      setSubmitted(true);
      setFailure(null);
      setServerFields({});
      if (Object.keys(validate(values)).length) {
        setAttempt((n) => n + 1);
        return;
      }
      setPending(true);
      try {
        await send(values);
      } catch (error) {
        const result = callFailure(error);
        const fields: Partial<Record<F, string>> = {};
        for (const [name, message] of Object.entries(result.fields)) {
          const field = serverFieldMap?.[name];
          if (field) fields[field] = message;
        }
        setServerFields(fields);
        setFailure(result);
        setAttempt((n) => n + 1);
      } finally {
        setPending(false);
      }
    },
    [pending, validate, values, send, serverFieldMap],
  );

  return { values, setValue, problems, serverFields, failure, pending, attempt, onSubmit };
}
