import { fireEvent, render, screen } from '@testing-library/react';
import { AuthField } from './auth-field';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('AuthField', () => {
  it('is a labelled input that reports changes', () => {
    const onChange = jest.fn();
    render(<AuthField id="f-email" label="Email" type="email" autoComplete="email" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(input, { target: { value: 'jane@example.com' } });
    expect(onChange).toHaveBeenCalledWith('jane@example.com');
  });

  it('ties the hint and the inline error to the input, the error read first', () => {
    render(
      <AuthField
        id="f-pw"
        label="Password"
        type="password"
        value="x"
        onChange={() => undefined}
        hint="8+ characters"
        error="Too short"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-pw-error f-pw-hint');
    expect(document.getElementById('f-pw-error')?.textContent).toBe('auth.errors.prefix Too short');
    expect(document.getElementById('f-pw-hint')?.textContent).toBe('8+ characters');
  });
});
