import { KycOverview } from '../features/kyc/components/KycOverview.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /kyc: the player's verification level, the steps, what each opens, and the next one. */
export default function Kyc() {
  return (
    <AccountPage titleKey="kyc">
      <KycOverview />
    </AccountPage>
  );
}
