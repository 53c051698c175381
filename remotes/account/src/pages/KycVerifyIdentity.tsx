import { IdentityVerification } from '../features/identity-verification/components/IdentityVerification.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /kyc/verify-identity: the last verification step, an identity document for the operator to review. */
export default function KycVerifyIdentity() {
  return (
    <AccountPage titleKey="kycVerifyIdentity">
      <IdentityVerification />
    </AccountPage>
  );
}
