import { ErrorState } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useUserInfo } from '../../../shared/api/userInfo.ts';
import { KYC_STEPS, stepDone } from '../../../shared/model/kyc.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { VerifiedDetails } from './VerifiedDetails.tsx';
import { EarlierStepNotice } from '../../../shared/components/EarlierStepNotice.tsx';
import { LoadingLines } from '../../../shared/components/LoadingLines.tsx';

const [EMAIL_STEP, PROFILE_STEP] = KYC_STEPS;

/**
 * The second verification step: the player's legal details. It opens once the email is verified;
 * once verified the details are shown as confirmed, for support to correct.
 */
export function ProfileVerification() {
  const { t } = useAreaTranslation();
  const user = useUserInfo();

  if (user.isPending) {
    return <LoadingLines lines={6} />;
  }
  if (user.isError) {
    return <ErrorState title={t('verifyProfile.loadFailedTitle')} text={t('verifyProfile.loadFailed')} onRetry={() => user.refetch()} />;
  }
  const info = user.data;
  if (stepDone(PROFILE_STEP, info)) return <VerifiedDetails info={info} />;
  if (!stepDone(EMAIL_STEP, info)) {
    return <EarlierStepNotice step={EMAIL_STEP} words="verifyProfile.needsEmail" />;
  }
  return <ProfileForm info={info} />;
}
