import { SelfExclusionPanel } from '../features/self-exclusion/components/SelfExclusionPanel.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /responsible-gambling/self-exclusion: a time-out or self-exclusion, asked for twice; the one in force. */
export default function SelfExclusion() {
  return (
    <AccountPage titleKey="selfExclusion">
      <SelfExclusionPanel />
    </AccountPage>
  );
}
