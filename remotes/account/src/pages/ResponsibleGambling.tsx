import { useAtomValue } from 'jotai';
import { isSignedInAtom } from '@app/state';
import { RgGuide } from '../features/responsible-gambling/components/RgGuide.tsx';
import { RgSummary } from '../features/responsible-gambling/components/RgSummary.tsx';
import { RgVisitor } from '../features/responsible-gambling/components/RgVisitor.tsx';
import { SessionTools } from '../features/session-tools/components/SessionTools.tsx';
import { AccountPage } from '../shared/components/AccountPage.tsx';

/** /responsible-gambling, open to everyone: what it means, the tools and help; signed in, the player's own limits and tools. */
export default function ResponsibleGambling() {
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <AccountPage titleKey="responsibleGambling">
      {signedIn ? (
        <>
          <RgSummary />
          <SessionTools />
        </>
      ) : (
        <RgVisitor />
      )}
      <RgGuide />
    </AccountPage>
  );
}
