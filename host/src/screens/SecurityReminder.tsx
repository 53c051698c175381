import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom, operatorAtom, store } from '@app/state';
import { Button } from '@app/ui';

function lowerFlag() {
  store.set(operatorAtom, { ...store.get(operatorAtom), passwordExpired: false });
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog while it is open. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The security-reminder modal, shown when the password has expired (spec section 2): it says how
 * many days a password lasts and offers the way to reset it.
 */
export function SecurityReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { passwordExpired } = useAtomValue(operatorAtom);
  const days = useAtomValue(accountSettingsAtom).securitySettings.passwordExpiryDays;
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!passwordExpired) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') lowerFlag();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [passwordExpired]);

  if (!passwordExpired) return null;
  return (
    <div className="modal-backdrop">
      <div
        className="modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="security-reminder-title"
        aria-describedby="security-reminder-text"
        tabIndex={-1}
        ref={dialog}
        onKeyDown={trapTab}
      >
        <h2 id="security-reminder-title">{t('securityReminder.title')}</h2>
        <p id="security-reminder-text">{days > 0 ? t('securityReminder.text', { days }) : t('securityReminder.textNoDays')}</p>
        <div className="full-screen__actions">
          <Button
            onClick={() => {
              lowerFlag();
              navigate('/auth/forgot-password');
            }}
          >
            {t('securityReminder.reset')}
          </Button>
          <Button variant="secondary" onClick={lowerFlag}>
            {t('securityReminder.close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
