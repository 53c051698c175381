import { startTransition, useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { signOutLocally } from '@app/state';
import { Button } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { endSession } from '../api/signOut.ts';

/** Signs the player out here and on the platform, then goes home (as the header's sign-out does). */
export function SignOutButton() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await endSession();
    setBusy(false);
    // One update: the page is home by the time the guard sees the player signed out.
    startTransition(() => {
      navigate('/', { replace: true });
      signOutLocally();
    });
  };
  return (
    <Button variant="secondary" block busy={busy} onClick={() => void signOut()}>
      <LogOut aria-hidden="true" />
      {t('profile.signOut')}
    </Button>
  );
}
