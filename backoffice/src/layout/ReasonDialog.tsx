import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActions, Modal } from '@app/ui/overlays';
import { InlineError } from '@app/ui/display';
import { failureText } from '../i18n.ts';

/**
 * Asks a reason before a refusal (a withdrawal, an adjustment) or a lock: the reason is required, at least
 * `minimum` characters; a failure of the call is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  minimum = 3,
  hint,
  tooShort,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  minimum?: number;
  hint?: string;
  /** What is said when the reason is too short (the common hint by default). */
  tooShort?: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const short = reason.trim().length < minimum;
  const close = () => {
    setReason('');
    setProblem(null);
    setTouched(false);
    onClose();
  };
  const confirm = async () => {
    setTouched(true);
    if (short) return;
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      setTouched(false);
    } catch (caught) {
      setProblem(failureText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : close}
      title={title}
      description={description}
      initialFocus="first"
      actions={
        <ConfirmActions
          confirmLabel={confirmLabel}
          cancelLabel={t('common.cancel')}
          variant="danger"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={close}
        />
      }
    >
      <label className="bo-field" htmlFor={`${id}-reason`}>
        {t('common.reason')}
      </label>
      <div className="bo-field">
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={300}
          required
          aria-invalid={touched && short ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="bo-hint">
        {hint ?? t('common.reasonHint')}
      </p>
      {touched && short ? <InlineError>{tooShort ?? t('common.reasonHint')}</InlineError> : null}
      {problem ? <InlineError>{problem}</InlineError> : null}
    </Modal>
  );
}
