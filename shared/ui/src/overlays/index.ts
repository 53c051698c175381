// @app/ui/overlays: the modal dialog and the bottom sheet. Shared on its own (not in the host's
// first load): it arrives with the first page that uses it.
export { BottomSheet, Modal } from './Dialog.tsx';
export type { DialogProps } from './Dialog.tsx';
export { ConfirmActions } from './ConfirmActions.tsx';
export type { ConfirmActionsProps } from './ConfirmActions.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
export { useConfirmedAction } from './useConfirmedAction.ts';
export type { ConfirmableAction, ConfirmedAction } from './useConfirmedAction.ts';
