import { fireEvent, render, screen } from '@testing-library/react';
import { AuthErrorSummary } from './auth-error-summary';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('AuthErrorSummary', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<AuthErrorSummary items={[]} message={null} attempt={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('is an alert with the message and a link to each field, taking focus on a failed submit', () => {
    render(
      <>
        <input id="f-email" aria-label="Email" />
        <AuthErrorSummary
          message="Server says no."
          items={[{ fieldId: 'f-email', label: 'Email', message: 'Required Field' }]}
          attempt={1}
        />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('auth.errors.summaryTitle');
    expect(summary.textContent).toContain('Server says no.');
    expect(document.activeElement).toBe(summary);
    const link = screen.getByRole('link', { name: 'Email: Required Field' });
    expect(link.getAttribute('href')).toBe('#f-email');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
