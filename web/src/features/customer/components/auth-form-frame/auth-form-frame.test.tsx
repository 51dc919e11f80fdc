import { render, screen } from '@testing-library/react';
import { AuthFormFrame } from './auth-form-frame';

describe('AuthFormFrame', () => {
  it("gives the page its one heading, the intro and the form's content", () => {
    render(
      <AuthFormFrame title="Sign in" intro="Sign in to see your orders.">
        <form aria-label="Sign in" />
      </AuthFormFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your orders.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});
