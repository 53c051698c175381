import type { KycDocument } from '@app/contract';
import { Button } from '@app/ui';
import { Section } from '@app/ui/display';
import { useAreaTranslation } from '../../../area.ts';
import { useFormatDate } from '../../../shared/hooks/useFormatDate.ts';
import { formatBytes, latestOf, newestFirst, UPLOAD_KINDS, uploadInputId } from '../model/documents.ts';
import { DocumentStatus } from './DocumentStatus.tsx';
import '../identity-verification.css';

export interface DocumentListProps {
  documents: readonly KycDocument[];
  /** Whether the page has the file pickers, to send a rejected document again (not once the identity is verified). */
  canSendAgain: boolean;
}

/** Takes the player to the file picker of a kind of document and opens it. */
function openPicker(kind: KycDocument['kind']): void {
  const input = document.getElementById(uploadInputId(kind));
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  input.click();
}

/** The documents the player sent, newest first, each with its review (and the operator's reason for a rejection). */
export function DocumentList({ documents, canSendAgain }: DocumentListProps) {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const { dateTime } = useFormatDate();
  return (
    <Section title={t('verifyIdentity.documentsTitle')}>
      {documents.length === 0 ? (
        <p className="account-lead">{t('verifyIdentity.documentsEmpty')}</p>
      ) : (
        <ul className="stack-list">
          {newestFirst(documents).map((entry) => {
            const title = t(`verifyIdentity.kinds.${entry.kind}.title`);
            const again =
              canSendAgain &&
              entry.status === 'rejected' &&
              (UPLOAD_KINDS as readonly string[]).includes(entry.kind) &&
              latestOf(documents, entry.kind)?.documentId === entry.documentId;
            return (
              <li key={entry.documentId} className="stack-card stack-card--tight account-doc">
                <div className="account-card__head">
                  <span className="account-doc__title">{title}</span>
                  <DocumentStatus status={entry.status} />
                </div>
                <p className="account-card__meta account-doc__meta">
                  {t('verifyIdentity.sentOn', { date: dateTime(entry.uploadedAt), size: formatBytes(entry.size, language) })}
                </p>
                {entry.reviewedAt ? (
                  <p className="account-card__meta account-doc__meta">
                    {t('verifyIdentity.reviewedOn', { date: dateTime(entry.reviewedAt) })}
                  </p>
                ) : null}
                {entry.status === 'rejected' ? (
                  <p className="account-doc__reason">
                    {t('verifyIdentity.reason', { reason: entry.reason ?? t('verifyIdentity.noReason') })}
                  </p>
                ) : null}
                {again ? (
                  <Button variant="secondary" size="small" onClick={() => openPicker(entry.kind)}>
                    {t('verifyIdentity.sendAgain')}
                    <span className="visually-hidden">{t('verifyIdentity.forDocument', { document: title })}</span>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
