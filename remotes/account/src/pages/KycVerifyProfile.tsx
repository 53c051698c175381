import { ProfileVerification } from '../features/profile-verification/components/ProfileVerification.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /kyc/verify-profile: the second verification step, the player's legal name, date of birth, address and phone. */
export default function KycVerifyProfile() {
  return (
    <AccountPage titleKey="kycVerifyProfile">
      <ProfileVerification />
    </AccountPage>
  );
}
