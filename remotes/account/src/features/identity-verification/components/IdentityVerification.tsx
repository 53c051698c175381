import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, SkeletonList, Notice } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { refreshUserInfo, useUserInfo } from '../../../shared/api/userInfo.ts';
import { KYC_STEPS, kycLevelOf } from '../../../shared/model/kyc.ts';
import { useDocuments } from '../api/documents.ts';
import { latestOf, maxUploadText, REQUIRED_KIND, UPLOAD_KINDS } from '../model/documents.ts';
import { DocumentList } from './DocumentList.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import { EarlierStepNotice } from '../../../shared/components/EarlierStepNotice.tsx';
import { LinkNotice } from '../../../shared/components/LinkNotice.tsx';
import { LoadingLines } from '../../../shared/components/LoadingLines.tsx';
import '../identity-verification.css';

const [, PROFILE_STEP, IDENTITY_STEP] = KYC_STEPS;

/**
 * The last verification step: the player sends the front of an identity document (and, if they
 * like, its back and a selfie); the operator reviews each. An approved identity document verifies
 * the identity; a rejected one says why and can be sent again.
 */
export function IdentityVerification() {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const client = useQueryClient();
  const user = useUserInfo();
  const level = user.data ? kycLevelOf(user.data) : 0;
  const documents = useDocuments(level >= PROFILE_STEP.level);

  // The review may have verified the player since the details were loaded: everything shows it.
  const reviewedLevel = documents.data?.kycLevel;
  useEffect(() => {
    if (reviewedLevel !== undefined && reviewedLevel > level) void refreshUserInfo(client);
  }, [reviewedLevel, level, client]);

  if (user.isPending) {
    return <LoadingLines lines={6} />;
  }
  if (user.isError) {
    return <ErrorState title={t('verifyIdentity.loadFailedTitle')} text={t('verifyIdentity.loadFailed')} onRetry={() => user.refetch()} />;
  }
  if (level < PROFILE_STEP.level) {
    return <EarlierStepNotice step={PROFILE_STEP} words="verifyIdentity.needsProfile" />;
  }

  const verified = level >= IDENTITY_STEP.level;
  const list = documents.data?.documents ?? [];
  const front = latestOf(list, REQUIRED_KIND);
  return (
    <>
      {verified ? (
        <LinkNotice tone="success" title={t('verifyIdentity.verifiedTitle')} to="/kyc" action={t('verifyIdentity.backToKyc')}>
          {' '}
          {t('verifyIdentity.verifiedText')}
        </LinkNotice>
      ) : front?.status === 'pending' ? (
        <Notice tone="info" title={t('verifyIdentity.inReviewTitle')}>
          {t('verifyIdentity.inReviewText')}
        </Notice>
      ) : (
        <p className="account-lead">{t('verifyIdentity.intro')}</p>
      )}
      {documents.isPending ? (
        <SkeletonList rows={3} />
      ) : documents.isError ? (
        <ErrorState
          title={t('verifyIdentity.documentsFailedTitle')}
          text={t('verifyIdentity.loadFailed')}
          onRetry={() => documents.refetch()}
        />
      ) : (
        <>
          {verified ? null : (
            <section className="section" aria-labelledby="kyc-upload-title">
              <h2 id="kyc-upload-title" className="section__title">
                {t('verifyIdentity.uploadTitle')}
              </h2>
              <p className="account-lead">{t('verifyIdentity.requirements', { max: maxUploadText(language) })}</p>
              <ul className="stack-list">
                {UPLOAD_KINDS.map((kind) => (
                  <DocumentUpload key={kind} kind={kind} latest={latestOf(list, kind)} />
                ))}
              </ul>
              <p className="account-fineprint">{t('verifyIdentity.privacy')}</p>
            </section>
          )}
          <DocumentList documents={list} canSendAgain={!verified} />
        </>
      )}
    </>
  );
}
