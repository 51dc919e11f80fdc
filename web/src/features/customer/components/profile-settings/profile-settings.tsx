import { useProfile } from '../../hooks/use-profile';
import { ProfileEmailForm } from '../profile-email-form/profile-email-form';
import { ProfileNameForm } from '../profile-name-form/profile-name-form';
import { ProfilePasswordForm } from '../profile-password-form/profile-password-form';

/** The profile page's content: name, email address and password, each its own form. */
export function ProfileSettings(): React.JSX.Element {
  const profile = useProfile();
  return (
    <div data-testid="ProfileSettings-root">
      <ProfileNameForm firstname={profile.firstname} lastname={profile.lastname} onSave={profile.updateNames} />
      <ProfileEmailForm email={profile.email} onSave={profile.updateEmail} />
      <ProfilePasswordForm onSave={profile.changePassword} />
    </div>
  );
}
