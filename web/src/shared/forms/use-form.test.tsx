import { act, renderHook } from '@testing-library/react';
import { useForm } from './use-form';

type Field = 'email' | 'password';
const initial = { email: '', password: '' };
const validate = (v: Record<Field, string>) => (v.email ? {} : { email: 'Required Field' });
const submitEvent = () => ({ preventDefault: () => undefined }) as unknown as React.FormEvent<HTMLFormElement>;

describe('useForm', () => {
  it('validates on submit and sends nothing while a field has a problem', async () => {
    const send = jest.fn();
    const { result } = renderHook(() => useForm<Field>({ initial, validate, send }));
    expect(result.current.problems).toEqual({});
    await act(() => result.current.onSubmit(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.problems).toEqual({ email: 'Required Field' });
    expect(result.current.attempt).toBe(1);
    act(() => result.current.setValue('email', 'jane@example.com'));
    expect(result.current.problems).toEqual({});
  });

  it("maps the server's field messages onto the form's fields until the field is changed", async () => {
    const send = jest.fn().mockResolvedValue({ message: 'Check the form.', code: 'BAD_USER_INPUT', fields: { mail: 'Taken' } });
    const { result } = renderHook(() => useForm<Field>({ initial, validate, send, serverFieldMap: { mail: 'email' } }));
    act(() => result.current.setValue('email', 'jane@example.com'));
    await act(() => result.current.onSubmit(submitEvent()));
    expect(send).toHaveBeenCalledWith({ email: 'jane@example.com', password: '' });
    expect(result.current.failure?.message).toBe('Check the form.');
    expect(result.current.serverFields).toEqual({ email: 'Taken' });
    act(() => result.current.setValue('email', 'other@example.com'));
    expect(result.current.serverFields).toEqual({});
  });

  it('reads a thrown error as the failure, with no message for an unexpected one', async () => {
    const send = jest.fn().mockRejectedValue(new Error('network down'));
    const { result } = renderHook(() => useForm<Field>({ initial: { email: 'a@b.c', password: '' }, validate, send }));
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.failure).toEqual({ message: null, code: null, fields: {} });
    expect(result.current.pending).toBe(false);
  });

  it('starts over on reset', async () => {
    const { result } = renderHook(() => useForm<Field>({ initial, validate, send: jest.fn() }));
    await act(() => result.current.onSubmit(submitEvent()));
    act(() => result.current.reset({ email: 'x@y.z' }));
    expect(result.current.values).toEqual({ email: 'x@y.z', password: '' });
    expect(result.current.problems).toEqual({});
  });
});
