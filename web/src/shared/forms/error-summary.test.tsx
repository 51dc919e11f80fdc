import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorSummary } from './error-summary';

jest.mock('../i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('ErrorSummary', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<ErrorSummary items={[]} message={null} attempt={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('is an alert with the message and a link to each field, taking focus on a failed submit', () => {
    render(
      <>
        <input id="f-email" aria-label="Email" />
        <ErrorSummary
          message="Server says no."
          items={[{ fieldId: 'f-email', label: 'Email', message: 'Required Field' }]}
          attempt={1}
        />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('common.forms.summaryTitle');
    expect(summary.textContent).toContain('Server says no.');
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole('link', { name: 'Email: Required Field' });
    expect(link.getAttribute('href')).toBe('#f-email');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('links a message that names its field as it is', () => {
    render(
      <ErrorSummary message="Check the form." items={[{ fieldId: 'f-x', message: 'Postcode: Required Field' }]} attempt={1} />,
    );
    expect(screen.getByRole('link', { name: 'Postcode: Required Field' })).toBeTruthy();
  });
});
