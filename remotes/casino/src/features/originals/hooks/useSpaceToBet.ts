import { useEffect } from 'react';

/** What keeps the space bar for itself: typing, and the controls that space presses or toggles. */
const OWN_SPACE =
  'textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="combobox"], [role="textbox"]';

/** Whether a space pressed with `target` focused belongs to it rather than to the game. */
export function spaceBelongsTo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[role="dialog"], dialog')) return true;
  if (target instanceof HTMLInputElement) return !['range', 'hidden'].includes(target.type);
  return target.closest(OWN_SPACE) !== null;
}

/**
 * The space bar places a bet (submits the form `formId`) while the focus is on no field or control
 * that uses space itself, and the page does not scroll for it. A held key bets once.
 */
export function useSpaceToBet(formId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (spaceBelongsTo(event.target)) return;
      event.preventDefault();
      if (event.repeat) return;
      const form = document.getElementById(formId);
      if (form instanceof HTMLFormElement) form.requestSubmit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [formId, enabled]);
}
