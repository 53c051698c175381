import { useCallback, useEffect, useId, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A button that opens a panel below it (the header's wallet and account menus): the panel is a
 * non-modal dialog; opening it moves focus to its first control (the checked one of a radio group),
 * Escape closes it and gives focus back to the button, and a tap or focus outside closes it.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (panelRef.current?.contains(target) || triggerRef.current?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  return {
    open,
    close,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      'aria-haspopup': 'dialog' as const,
      onClick: () => setOpen((was) => !was),
    },
    panelProps: { ref: panelRef, id, role: 'dialog' as const },
  };
}
