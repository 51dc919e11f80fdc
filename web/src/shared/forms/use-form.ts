import { useCallback, useMemo, useState } from 'react';
import { callFailure } from './server-errors';
import type { CallFailure } from './failure';

/** What is wrong with each field before sending (a problem code the form translates, or a message). */
export type FormProblems<F extends string, P = string> = Partial<Record<F, P>>;

export type FormState<F extends string, P = string> = {
  values: Record<F, string>;
  setValue(field: F, value: string): void;
  /** Client-side problems, shown once the shopper has tried to submit. */
  problems: FormProblems<F, P>;
  /** The server's field messages (localised), until the field is changed. */
  serverFields: Partial<Record<F, string>>;
  /** The failed call's overall message (null: none, or unexpected failure → `failed`). */
  failure: CallFailure | null;
  pending: boolean;
  /** Bumped on every failed submit, so the error summary can take focus again. */
  attempt: number;
  onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void>;
  /** Starts over: the given values (the initial ones by default), nothing submitted, no failure. */
  reset(values?: Partial<Record<F, string>>): void;
};

type Options<F extends string, P> = {
  initial: Record<F, string>;
  validate(values: Record<F, string>): FormProblems<F, P>;
  /**
   * Sends the valid form. A failure is the call's error thrown, or a CallFailure returned (for
   * callers that already turned the error into one).
   */
  send(values: Record<F, string>): Promise<void | CallFailure>;
  /** The server's field names → the form's fields (for BAD_USER_INPUT); the same names when absent. */
  serverFieldMap?: Record<string, F>;
};

/**
 * The state of one form: values, validation on submit (then live while the shopper fixes them),
 * the call in flight, and its failure (the server's message, and its field messages mapped onto
 * the form's fields until they are changed).
 */
export function useForm<F extends string, P = string>({
  initial,
  validate,
  send,
  serverFieldMap,
}: Options<F, P>): FormState<F, P> {
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
      const fail = (result: CallFailure) => {
        const fields: Partial<Record<F, string>> = {};
        for (const [name, message] of Object.entries(result.fields)) {
          const field = serverFieldMap ? serverFieldMap[name] : (name as F);
          if (field) fields[field] = message;
        }
        setServerFields(fields);
        setFailure(result);
        setAttempt((n) => n + 1);
      };
      try {
        const returned = await send(values);
        if (returned) fail(returned);
      } catch (error) {
        fail(callFailure(error));
      } finally {
        setPending(false);
      }
    },
    [pending, validate, values, send, serverFieldMap],
  );

  const reset = useCallback(
    (next?: Partial<Record<F, string>>) => {
      setValues({ ...initial, ...next });
      setSubmitted(false);
      setServerFields({});
      setFailure(null);
    },
    // The initial values are the form's first ones; later renders' copies are not new forms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { values, setValue, problems, serverFields, failure, pending, attempt, onSubmit, reset };
}
