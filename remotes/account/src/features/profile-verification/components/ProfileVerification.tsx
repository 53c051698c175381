import { Link } from 'react-router-dom';
import { ErrorState, LoadingNote, SkeletonText, Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useUserInfo } from '../../../shared/api/userInfo.ts';
import { KYC_STEPS, stepDone } from '../../../shared/model/kyc.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { VerifiedDetails } from './VerifiedDetails.tsx';

const [EMAIL_STEP, PROFILE_STEP] = KYC_STEPS;

/**
 * The second verification step: the player's legal details. It opens once the email is verified;
 * once verified the details are shown as confirmed, for support to correct.
 */
export function ProfileVerification() {
  const { t } = useAreaTranslation();
  const user = useUserInfo();

  if (user.isPending) {
    return (
      <div className="account-skeleton">
        <LoadingNote />
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (user.isError) {
    return <ErrorState title={t('verifyProfile.loadFailedTitle')} text={t('verifyProfile.loadFailed')} onRetry={() => user.refetch()} />;
  }
  const info = user.data;
  if (stepDone(PROFILE_STEP, info)) return <VerifiedDetails info={info} />;
  if (!stepDone(EMAIL_STEP, info)) {
    return (
      <Notice
        tone="warning"
        title={t('verifyProfile.needsEmailTitle')}
        action={
          <Link className="button button--primary button--small" to={EMAIL_STEP.path}>
            {t('verifyProfile.needsEmailAction')}
          </Link>
        }
      >
        {t('verifyProfile.needsEmailText')}
      </Notice>
    );
  }
  return <ProfileForm info={info} />;
}
