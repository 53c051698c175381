import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from '@app/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

export interface DialogProps {
  /** Shown while true; the dialog is not in the page otherwise. */
  open: boolean;
  /** Asked to close: Escape, the close button, or a tap outside when `dismissible`. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (primary action first). */
  actions?: ReactNode;
  /** Shows the close (X) button in the header. */
  showClose?: boolean;
  /** A tap on the backdrop closes it. */
  dismissible?: boolean;
  /** Where focus goes on opening: the dialog itself (default) or its first control. */
  initialFocus?: 'dialog' | 'first';
  /** Extra class on the dialog element. */
  className?: string;
}

interface BaseProps extends DialogProps {
  variant: 'modal' | 'sheet';
}

/**
 * The one implementation behind the modal and the bottom sheet: a native <dialog> opened with
 * showModal (the rest of the page is inert and the dialog sits in the top layer), Tab and
 * Shift+Tab kept inside, Escape closing, focus returned to where it was when it closes.
 */
function DialogBase({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  showClose = true,
  dismissible = true,
  initialFocus = 'dialog',
  className,
  variant,
}: BaseProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const first = initialFocus === 'first' ? focusableIn(dialog)[0] : undefined;
    (first ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, [open, initialFocus]);

  // The browser's own Escape handling (the cancel event) closes through onClose, so the state
  // that opened the dialog stays the one truth.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // A click on the dialog element itself, not on its content, is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="dialog__panel">
        {variant === 'sheet' ? <span className="dialog__handle" aria-hidden="true" /> : null}
        <div className="dialog__header">
          <h2 id={`${id}-title`} className="dialog__title">
            {title}
          </h2>
          {showClose ? (
            <button type="button" className="icon-button dialog__close" aria-label={t('ui.close')} onClick={onClose}>
              <X aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={`${id}-description`} className="dialog__description">
            {description}
          </p>
        ) : null}
        {children ? <div className="dialog__body">{children}</div> : null}
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}

/** A modal dialog in the middle of the screen, for a decision or a message that needs an answer. */
export function Modal(props: DialogProps) {
  return <DialogBase {...props} variant="modal" />;
}

/** A sheet rising from the bottom of the screen (choices, details, a bet slip), closed the same ways. */
export function BottomSheet(props: DialogProps) {
  return <DialogBase {...props} variant="sheet" />;
}
