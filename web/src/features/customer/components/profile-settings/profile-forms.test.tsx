import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProfileEmailForm } from '../profile-email-form/profile-email-form';
import { ProfileNameForm } from '../profile-name-form/profile-name-form';
import { ProfilePasswordForm } from '../profile-password-form/profile-password-form';

jest.mock('../../hooks/use-password-policy', () => ({
  usePasswordPolicy: () => ({ minimum_length: 8, maximum_length: 128, requires_letter: true, requires_digit: true }),
  usePasswordRuleText: () => ({ rules: 'account.profile.passwordRules', tooLong: 'account.profile.passwordTooLong' }),
}));
jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const errorText = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent?.replace('common.forms.errorPrefix ', '');

describe('the profile forms (one form kit)', () => {
  it('name: required fields are caught before sending; a save says so', async () => {
    const onSave = jest.fn().mockResolvedValue({ ok: true });
    render(<ProfileNameForm firstname="Ada" lastname="Lovelace" onSave={onSave} />);
    type('account.profile.firstname', ' ');
    await click('account.profile.saveNames');
    expect(onSave).not.toHaveBeenCalled();
    expect(errorText('account.profile.firstname')).toBe('account.form.required');
    expect(screen.getByRole('alert').textContent).toContain('account.form.summary');
    type('account.profile.firstname', 'Augusta');
    await click('account.profile.saveNames');
    expect(onSave).toHaveBeenCalledWith('Augusta', 'Lovelace');
    expect(screen.getByRole('status').textContent).toBe('account.profile.namesSaved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("email: a wrong password shows the server's message beside the password field", async () => {
    const onSave = jest.fn().mockResolvedValue({
      ok: false,
      problem: { code: 'INVALID_PASSWORD', message: 'The password is not right.', fields: {} },
    });
    render(<ProfileEmailForm email="ada@example.com" onSave={onSave} />);
    type('account.profile.newEmail', 'augusta@example.com');
    type('account.profile.emailPassword', 'wrong-1');
    await click('account.profile.saveEmail');
    expect(onSave).toHaveBeenCalledWith('augusta@example.com', 'wrong-1');
    expect(errorText('account.profile.emailPassword')).toBe('The password is not right.');
    expect((screen.getByLabelText('account.profile.emailPassword') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('The password is not right.');
  });

  it('password: the new and confirm fields pair up with their inputs on one line, the rules hint beside one not stretching the other', () => {
    render(<ProfilePasswordForm onSave={jest.fn()} />);
    const field = (label: string) => screen.getByLabelText(label).parentElement!;
    expect(field('account.profile.currentPassword').className).toContain('wide');
    expect(field('account.profile.newPassword').className).not.toContain('wide');
    expect(field('account.profile.confirmPassword').className).not.toContain('wide');
    expect(field('account.profile.newPassword').querySelector('.hint')?.textContent).toBe('account.profile.passwordRules');
    // A stretched cell (the grid's default) spreads the hint's height over the confirm field's
    // label and input; at the row's end, the two inputs share their line.
    expect(getComputedStyle(screen.getByLabelText('account.profile.confirmPassword').closest('form')!).alignItems).toBe('end');
  });

  it('password: the published rule and the confirmation are checked before sending; passwords are not kept', async () => {
    const onSave = jest.fn().mockResolvedValue({ ok: true });
    render(<ProfilePasswordForm onSave={onSave} />);
    type('account.profile.currentPassword', 'Current-pass-1');
    type('account.profile.newPassword', 'short1');
    type('account.profile.confirmPassword', 'short2');
    await click('account.profile.savePassword');
    expect(onSave).not.toHaveBeenCalled();
    expect(errorText('account.profile.newPassword')).toBe('account.profile.passwordRules');
    expect(errorText('account.profile.confirmPassword')).toBe('account.profile.passwordMismatch');
    type('account.profile.newPassword', 'Another-pass-1');
    type('account.profile.confirmPassword', 'Another-pass-1');
    await click('account.profile.savePassword');
    expect(onSave).toHaveBeenCalledWith('Current-pass-1', 'Another-pass-1');
    expect((screen.getByLabelText('account.profile.newPassword') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('account.profile.passwordSaved');
  });
});
