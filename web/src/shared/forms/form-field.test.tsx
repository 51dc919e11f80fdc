import { fireEvent, render, screen } from '@testing-library/react';
import { FormField, FormSelect } from './form-field';

jest.mock('../i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('FormField', () => {
  it('is a labelled input that reports changes', () => {
    const onChange = jest.fn();
    render(<FormField id="f-email" label="Email" type="email" autoComplete="email" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(input, { target: { value: 'jane@example.com' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties the hint and the inline error to the input, the error read first', () => {
    render(
      <FormField
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
    expect(document.getElementById('f-pw-error')?.textContent).toBe('common.forms.errorPrefix Too short');
    expect(document.getElementById('f-pw-hint')?.textContent).toBe('8+ characters');
  });

  it('marks an optional field after its label', () => {
    render(<FormField id="f-co" label="Company" optionalText="(optional)" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Company (optional)')).toBeTruthy();
  });
});

describe('FormSelect', () => {
  it('is a labelled select with its options and inline error', () => {
    render(
      <FormSelect
        id="f-country"
        label="Country"
        value="DE"
        onChange={() => undefined}
        error="Choose a country"
        options={[
          { value: 'GB', label: 'United Kingdom' },
          { value: 'DE', label: 'Germany' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.value).toBe('DE');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('f-country-error');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
