import { AccountLinks } from '../features/profile/components/AccountLinks.tsx';
import { NicknameForm } from '../features/profile/components/NicknameForm.tsx';
import { PasswordForm } from '../features/profile/components/PasswordForm.tsx';
import { Preferences } from '../features/profile/components/Preferences.tsx';
import { ProfileDetails } from '../features/profile/components/ProfileDetails.tsx';
import { SignOutButton } from '../features/profile/components/SignOutButton.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /profile: the player's details, nickname, app settings, password, where to go next, and signing out. */
export default function Profile() {
  return (
    <AccountPage titleKey="profile">
      <ProfileDetails />
      <NicknameForm />
      <Preferences />
      <PasswordForm />
      <AccountLinks />
      <SignOutButton />
    </AccountPage>
  );
}
