import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { notify, reasonOf, useFailureText } from '@app/api';
import type { KycDocument } from '@app/contract';
import { Badge, ProgressBar } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { refreshUserInfo } from '../../../shared/api/userInfo.ts';
import { documentsKey } from '../api/documents.ts';
import { uploadDocument } from '../api/uploadDocument.ts';
import {
  ACCEPTED_TYPES,
  canUpload,
  fileProblem,
  formatBytes,
  maxUploadText,
  REQUIRED_KIND,
  uploadInputId,
  type UploadKind,
} from '../model/documents.ts';
import { DocumentStatus } from './DocumentStatus.tsx';
import '../identity-verification.css';

export interface DocumentUploadProps {
  kind: UploadKind;
  /** The latest document of this kind the player sent. */
  latest: KycDocument | undefined;
}

/**
 * One document to send: what it is, its review, and a file picker (a photo or a PDF), checked
 * before it is sent and sent at once, the player told while it travels and when it has arrived.
 */
export function DocumentUpload({ kind, latest }: DocumentUploadProps) {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const client = useQueryClient();
  const failureText = useFailureText(t);
  const ids = useId();
  const [sending, setSending] = useState<string | null>(null);
  /** The share of the file sent so far (0 to 100) while it is sending. */
  const [percent, setPercent] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t(`verifyIdentity.kinds.${kind}.title`);
  const inputId = uploadInputId(kind);

  const refusalText = (error: unknown): string => {
    switch (reasonOf(error)) {
      case 'PAYLOAD_TOO_LARGE':
        return t('verifyIdentity.errors.tooLargeSent', { max: maxUploadText(language) });
      case 'UNSUPPORTED_MEDIA_TYPE':
        return t('verifyIdentity.errors.type');
      default:
        return failureText(error) ?? t('common.failed');
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file || sending !== null) return;
    setSent(null);
    const wrong = fileProblem(file);
    if (wrong) {
      setProblem(
        wrong === 'tooLarge'
          ? t('verifyIdentity.errors.tooLarge', { size: formatBytes(file.size, language), max: maxUploadText(language) })
          : wrong === 'empty'
            ? t('verifyIdentity.errors.empty')
            : t('verifyIdentity.errors.type'),
      );
      return;
    }
    setProblem(null);
    setSending(file.name);
    setPercent(0);
    try {
      await uploadDocument(kind, file, (progress) => setPercent(progress.percent));
      await client.invalidateQueries({ queryKey: documentsKey() });
      setSent(t('verifyIdentity.sent', { name: file.name }));
      // The picker gives way to the document's review: the player stays on this document.
      heading.current?.focus();
      notify(t('verifyIdentity.sentToast', { document: title }), 'success');
    } catch (error) {
      // The platform no longer counts the profile as verified: the page says what comes first.
      if (reasonOf(error) === 'KYC_LEVEL_REQUIRED') await refreshUserInfo(client);
      setProblem(refusalText(error));
    } finally {
      setSending(null);
    }
  };

  const open = canUpload(latest);
  const percentText = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
  return (
    <li className="stack-card stack-card--tight" aria-labelledby={`${ids}title`}>
      <div className="account-card__head">
        <h3 ref={heading} id={`${ids}title`} className="account-card__title account-doc-slot__title" tabIndex={-1}>
          {title}
        </h3>
        {kind === REQUIRED_KIND ? <Badge tone="info">{t('verifyIdentity.required')}</Badge> : <Badge>{t('verifyIdentity.optional')}</Badge>}
      </div>
      <p className="account-card__meta account-doc-slot__text">{t(`verifyIdentity.kinds.${kind}.about`)}</p>
      {latest ? (
        <div className="account-doc-slot__status">
          <DocumentStatus status={latest.status} />
          {latest.status === 'rejected' ? (
            <p className="account-doc__reason">{t('verifyIdentity.reason', { reason: latest.reason ?? t('verifyIdentity.noReason') })}</p>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <div className="account-upload">
          <input
            id={inputId}
            type="file"
            className="account-upload__input visually-hidden"
            accept={ACCEPTED_TYPES}
            aria-describedby={problem ? `${ids}hint ${ids}problem` : `${ids}hint`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={inputId}
            className={`button button--${latest ? 'secondary' : 'primary'} button--block account-upload__button${sending ? ' button--busy' : ''}`}
            aria-disabled={sending !== null || undefined}
          >
            {sending ? <span className="button__spinner" aria-hidden="true" /> : <Upload aria-hidden="true" />}
            <span>
              {sending ? t('verifyIdentity.sending') : latest ? t('verifyIdentity.chooseAgain') : t('verifyIdentity.choose')}
              <span className="visually-hidden">{t('verifyIdentity.forDocument', { document: title })}</span>
            </span>
          </label>
          <p id={`${ids}hint`} className="account-fineprint">
            {t('verifyIdentity.fileHint', { max: maxUploadText(language) })}
          </p>
        </div>
      ) : null}
      {sending ? <ProgressBar label={t('verifyIdentity.sendingFile', { name: sending })} value={percent} valueText={percentText} /> : null}
      <p className="account-upload__status" role="status">
        {sending ? t('verifyIdentity.sendingFile', { name: sending }) : (sent ?? '')}
      </p>
      {problem ? (
        <p id={`${ids}problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
