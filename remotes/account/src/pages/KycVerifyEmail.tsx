import { EmailVerification } from '../features/email-verification/components/EmailVerification.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /kyc/verify-email: the first verification step, a code sent to the player's address. */
export default function KycVerifyEmail() {
  return (
    <AccountPage titleKey="kycVerifyEmail">
      <EmailVerification />
    </AccountPage>
  );
}
