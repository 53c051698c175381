import type { ReactNode } from 'react';
import { Button } from '../components/Button.tsx';

export interface ConfirmActionsProps {
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmation is on its way: its button spins and the way out waits for it. */
  busy?: boolean;
  /** The confirm button's look: `danger` for what cannot be undone. */
  variant?: 'primary' | 'danger';
  /** False when there is nothing to confirm any more: only the way out is shown. */
  canConfirm?: boolean;
}

/** A dialog's two actions: confirm (first) and cancel, the cancel held while the confirmation runs. */
export function ConfirmActions({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  variant,
  canConfirm = true,
}: ConfirmActionsProps) {
  return (
    <>
      {canConfirm ? (
        <Button block variant={variant} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      ) : null}
      <Button block variant="secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </>
  );
}
