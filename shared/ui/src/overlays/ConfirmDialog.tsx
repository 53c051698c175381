import type { ReactNode } from 'react';
import { InlineError } from '../display/InlineError.tsx';
import { ConfirmActions, type ConfirmActionsProps } from './ConfirmActions.tsx';
import { Modal } from './Dialog.tsx';

export interface ConfirmDialogProps extends ConfirmActionsProps {
  /** Shown while true. */
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** What went wrong with the last confirmation, said in the dialog (an alert). */
  problem?: string | null;
  children?: ReactNode;
}

/**
 * A modal that asks before an action: its confirm and cancel (ConfirmActions), closed as a cancel,
 * held open while the confirmation runs, with the last failure said inside it.
 */
export function ConfirmDialog({ open, title, description, problem, children, ...actions }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={actions.onCancel}
      dismissible={!actions.busy}
      title={title}
      description={description}
      actions={<ConfirmActions {...actions} />}
    >
      {children}
      <InlineError>{problem}</InlineError>
    </Modal>
  );
}
