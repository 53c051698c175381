import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ExternalLink, FileText } from 'lucide-react';
import { Button } from '@app/ui';
import { Badge, EmptyState, Notice, SummaryList, type Tone } from '@app/ui/display';
import { ConfirmDialog, Modal } from '@app/ui/overlays';
import { call, callFile, type CallResponse } from '../api/client.ts';
import { documentsKey, playerKey } from '../api/keys.ts';
import { dateTime } from '../format.ts';
import { failureText } from '../i18n.ts';
import { Allowed, Loading, PageHeader, QueryView } from '../layout/parts.tsx';
import { ReasonDialog } from '../layout/ReasonDialog.tsx';

type ReviewedDocument = CallResponse<'/operator/kyc/list'>['documents'][number];
type Status = ReviewedDocument['status'];
type Filter = Status | 'all';

/** Documents shown on one page of the queue. */
export const DOCUMENTS_PAGE_SIZE = 25;
/** The most documents the platform's list answers at once (it has no cursor: it answers the oldest first, up to a limit). */
export const DOCUMENTS_LIST_MAX = 200;
const FILTERS: readonly Filter[] = ['pending', 'approved', 'rejected', 'all'];
const STATUS_TONE: Record<Status, Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };
/** What the viewer shows in the page: the content types the platform takes for a document. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const PDF_TYPE = 'application/pdf';
/** The kind whose approval verifies the player's identity (level 3). */
const IDENTITY_KIND = 'identity_front';

function asFilter(value: string | null): Filter {
  return FILTERS.includes(value as Filter) ? (value as Filter) : 'pending';
}

/** A size in bytes as the member reads it (B, kB, MB). */
function fileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** Who sent the document: the player's email, or their id when the platform has no email for them. */
function playerName(document: ReviewedDocument): string {
  return document.email || document.userId;
}

/**
 * The identity documents' queue: what players sent, the waiting ones first (oldest first), another
 * state on demand, a page at a time. The platform's list answers up to a limit, so each page asks
 * for what it shows and one more, which says whether a next page exists. A document opens in a
 * viewer (the file itself, an image or a PDF) where it is approved or rejected with a reason the
 * player sees. The live updates refresh the queue when a document is uploaded or decided.
 */
export function Documents() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const limit = Math.min(page * DOCUMENTS_PAGE_SIZE + 1, DOCUMENTS_LIST_MAX);
  const query = useQuery({
    queryKey: [...documentsKey, 'list', filter, limit],
    queryFn: ({ signal }) => call('/operator/kyc/list', { ...(filter === 'all' ? {} : { status: filter }), limit }, signal),
    placeholderData: keepPreviousData,
  });
  const [viewing, setViewing] = useState<ReviewedDocument | null>(null);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The document as the queue knows it now (a decision elsewhere arrives with the live updates).
  const current = viewing ? (query.data?.documents.find((document) => document.documentId === viewing.documentId) ?? viewing) : null;

  // After a decision the viewer is gone and its row may be too: the member is taken to what happened.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const setFilter = (next: Filter) => setParams(next === 'pending' ? {} : { status: next });
  const goTo = (next: number) => setParams({ ...(filter === 'pending' ? {} : { status: filter }), page: String(next) });

  const refresh = (document: ReviewedDocument) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentsKey }),
      queryClient.invalidateQueries({ queryKey: playerKey(document.userId) }),
    ]);
  const decided = (document: ReviewedDocument, text: string) => {
    setApproving(false);
    setRejecting(false);
    setViewing(null);
    setOutcome(text);
    void refresh(document);
  };
  const approve = async () => {
    if (!current) return;
    setBusy(true);
    setProblem(null);
    try {
      const { kycLevel } = await call('/operator/kyc/approve', { documentId: current.documentId });
      decided(
        current,
        t('documents.approved', { kind: t(`documents.kind.${current.kind}`), player: playerName(current), level: kycLevel }),
      );
    } catch (caught) {
      setProblem(failureText(caught));
      // Decided by someone else meanwhile: the queue says so once read again.
      void refresh(current);
    } finally {
      setBusy(false);
    }
  };
  const reject = async (reason: string) => {
    if (!current) return;
    try {
      await call('/operator/kyc/reject', { documentId: current.documentId, reason });
    } catch (caught) {
      void refresh(current);
      throw caught;
    }
    decided(current, t('documents.rejected', { kind: t(`documents.kind.${current.kind}`), player: playerName(current) }));
  };

  return (
    <>
      <PageHeader title={t('documents.title')} lead={t('documents.lead')} />
      <div className="bo-toolbar">
        <label className="bo-field">
          {t('documents.filter')}
          <select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? t('documents.all') : t(`documents.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <span className="bo-hint">{t('common.updatedLive')}</span>
      </div>
      <div aria-live="polite" ref={outcomeRef} tabIndex={-1} className="bo-docs__outcome">
        {outcome ? <Notice tone="success">{outcome}</Notice> : null}
      </div>
      <QueryView query={query}>
        {({ documents }) => {
          const shown = documents.slice((page - 1) * DOCUMENTS_PAGE_SIZE, page * DOCUMENTS_PAGE_SIZE);
          if (shown.length === 0)
            return (
              <EmptyState
                icon={<FileText />}
                title={t(`documents.empty.${filter}`)}
                text={t('documents.emptyText')}
                action={
                  page > 1 ? (
                    <Button variant="secondary" onClick={() => goTo(1)}>
                      {t('documents.firstPage')}
                    </Button>
                  ) : undefined
                }
              />
            );
          const hasNext = documents.length > page * DOCUMENTS_PAGE_SIZE;
          const capped = !hasNext && documents.length >= DOCUMENTS_LIST_MAX;
          const from = (page - 1) * DOCUMENTS_PAGE_SIZE + 1;
          return (
            <>
              <div className="bo-table-wrap">
                <table className="bo-table bo-docs" data-testid="documents">
                  <caption>{t('documents.queue')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('documents.player')}</th>
                      <th scope="col">{t('documents.document')}</th>
                      <th scope="col">{t('documents.uploaded')}</th>
                      <th scope="col">{t('documents.file')}</th>
                      <th scope="col">{t('documents.state')}</th>
                      <th scope="col">{t('documents.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((document) => (
                      <DocumentRow key={document.documentId} document={document} onOpen={() => setViewing(document)} />
                    ))}
                  </tbody>
                </table>
              </div>
              {capped ? <p className="bo-hint bo-docs__capped">{t('documents.limitReached', { count: DOCUMENTS_LIST_MAX })}</p> : null}
              <nav className="bo-pager" aria-label={t('documents.queue')}>
                <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('common.previous')}
                </Button>
                <span aria-current="page" className="bo-pager__page">
                  {t('documents.showing', { from, to: from + shown.length - 1 })}
                </span>
                <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => goTo(page + 1)}>
                  {t('common.next')}
                </Button>
              </nav>
            </>
          );
        }}
      </QueryView>
      {current ? (
        <DocumentViewer
          key={current.documentId}
          document={current}
          onClose={() => setViewing(null)}
          onApprove={() => {
            setProblem(null);
            setApproving(true);
          }}
          onReject={() => setRejecting(true)}
        />
      ) : null}
      <ConfirmDialog
        open={approving && current !== null}
        title={t('documents.confirmApprove')}
        description={current?.kind === IDENTITY_KIND ? t('documents.confirmApproveIdentity') : t('documents.confirmApproveOther')}
        confirmLabel={t('documents.approve')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        problem={problem}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(false)}
      />
      <ReasonDialog
        open={rejecting && current !== null}
        title={t('documents.rejectTitle')}
        description={t('documents.rejectText')}
        confirmLabel={t('documents.reject')}
        onConfirm={reject}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

function DocumentRow({ document, onOpen }: { document: ReviewedDocument; onOpen: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const kind = t(`documents.kind.${document.kind}`);
  const player = playerName(document);
  return (
    <tr data-testid="document-row">
      <td className="bo-docs__player">
        <PlayerLink document={document} />
      </td>
      <td>{kind}</td>
      <td>{dateTime(document.uploadedAt)}</td>
      <td>
        {t(`documents.fileType.${document.contentType}`)} · {fileSize(document.size, i18n.language)}
      </td>
      <td>
        <Badge tone={STATUS_TONE[document.status]}>{t(`documents.status.${document.status}`)}</Badge>
      </td>
      <td>
        <Button
          size="small"
          variant={document.status === 'pending' ? 'primary' : 'secondary'}
          onClick={onOpen}
          aria-label={t('documents.openOne', { kind, player })}
        >
          {t('documents.open')}
        </Button>
      </td>
    </tr>
  );
}

/** The player who sent the document: their page for the roles that may read it. */
function PlayerLink({ document }: { document: ReviewedDocument }) {
  const player = playerName(document);
  const className = document.email ? undefined : 'bo-mono';
  return (
    <Allowed permission="players.read" otherwise={<span className={className}>{player}</span>}>
      <Link to={`/players/${encodeURIComponent(document.userId)}`} className={className}>
        {player}
      </Link>
    </Allowed>
  );
}

type FileState =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'empty' } | { state: 'ready'; url: string; contentType: string };

/**
 * The document's file, read once for each opening of the viewer (each read is recorded in the
 * audit, and a file never changes): its bytes as an object URL, given back when the viewer closes.
 */
function useDocumentFile(documentId: string): { file: FileState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; file: FileState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    callFile('/operator/kyc/file', { documentId }, controller.signal).then(
      ({ blob, contentType }) => {
        if (controller.signal.aborted) return;
        if (blob.size === 0) {
          setLoaded({ attempt, file: { state: 'empty' } });
          return;
        }
        url = URL.createObjectURL(blob);
        setLoaded({ attempt, file: { state: 'ready', url, contentType } });
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setLoaded({ attempt, file: { state: 'error', error: caught } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentId, attempt]);
  return {
    file: loaded?.attempt === attempt ? loaded.file : { state: 'loading' },
    retry: () => setAttempt((value) => value + 1),
  };
}

/** One document in a dialog: the file (an image or a PDF) beside what is known of it, and the decision while it waits. */
function DocumentViewer({
  document,
  onClose,
  onApprove,
  onReject,
}: {
  document: ReviewedDocument;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const { file, retry } = useDocumentFile(document.documentId);
  const kind = t(`documents.kind.${document.kind}`);
  const player = playerName(document);
  const pending = document.status === 'pending';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('documents.viewerTitle', { kind, player })}
      description={`${t('documents.uploaded')}: ${dateTime(document.uploadedAt)}`}
      className="bo-doc-viewer"
      showClose={false}
      actions={
        <>
          {pending ? (
            <>
              <Button variant="primary" onClick={onApprove}>
                {t('documents.approve')}
              </Button>
              <Button variant="danger" onClick={onReject}>
                {t('documents.reject')}
              </Button>
            </>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('documents.close')}
          </Button>
        </>
      }
    >
      <div className="bo-doc-viewer__layout">
        <div className="bo-doc-viewer__file" data-testid="document-file">
          <DocumentFile file={file} retry={retry} kind={kind} player={player} />
        </div>
        <div className="bo-doc-viewer__side">
          <h3 className="bo-doc-viewer__heading">{t('documents.details')}</h3>
          <SummaryList
            items={[
              { label: t('documents.player'), value: <PlayerLink document={document} /> },
              { label: t('documents.document'), value: kind },
              { label: t('documents.file'), value: t(`documents.fileType.${document.contentType}`) },
              { label: t('documents.size'), value: fileSize(document.size, i18n.language) },
              {
                label: t('documents.state'),
                value: <Badge tone={STATUS_TONE[document.status]}>{t(`documents.status.${document.status}`)}</Badge>,
              },
              ...(document.reviewedAt ? [{ label: t('documents.reviewed'), value: dateTime(document.reviewedAt) }] : []),
              ...(document.reason ? [{ label: t('documents.reason'), value: document.reason }] : []),
            ]}
          />
          {file.state === 'ready' ? (
            <a className="button button--secondary button--small" href={file.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={16} /> {t('documents.openInTab')}
            </a>
          ) : null}
          {pending ? null : (
            <Notice tone={document.status === 'approved' ? 'success' : 'info'}>{t(`documents.decided.${document.status}`)}</Notice>
          )}
        </div>
      </div>
    </Modal>
  );
}

function DocumentFile({ file, retry, kind, player }: { file: FileState; retry: () => void; kind: string; player: string }) {
  const { t } = useTranslation('backoffice');
  switch (file.state) {
    case 'loading':
      return <Loading label={t('documents.loadingFile')} />;
    case 'error':
      return (
        <Notice
          tone="danger"
          role="alert"
          title={t('documents.fileFailed')}
          action={
            <Button variant="secondary" size="small" onClick={retry}>
              {t('errors.retry')}
            </Button>
          }
        >
          {failureText(file.error)}
        </Notice>
      );
    case 'empty':
      return <EmptyState icon={<FileText />} title={t('documents.fileEmpty')} text={t('documents.fileEmptyText')} headingLevel={3} />;
    case 'ready':
      if (IMAGE_TYPES.includes(file.contentType))
        return <img className="bo-doc-viewer__image" src={file.url} alt={t('documents.imageAlt', { kind, player })} />;
      if (file.contentType === PDF_TYPE)
        return <iframe className="bo-doc-viewer__pdf" src={file.url} title={t('documents.pdfTitle', { kind, player })} />;
      return (
        <Notice tone="danger" role="alert" title={t('documents.fileFailed')}>
          {t('documents.fileUnknown')}
        </Notice>
      );
  }
}
