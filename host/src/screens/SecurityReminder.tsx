import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom, operatorAtom, store } from '@app/state';
import { Button } from '@app/ui';

function lowerFlag() {
  store.set(operatorAtom, { ...store.get(operatorAtom), passwordExpired: false });
}

/** The security-reminder modal, shown when the password has expired (spec section 2). */
export function SecurityReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { passwordExpired } = useAtomValue(operatorAtom);
  const days = useAtomValue(accountSettingsAtom).securitySettings.passwordExpiryDays;
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!passwordExpired) return;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') lowerFlag();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [passwordExpired]);

  if (!passwordExpired) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="dialog" aria-modal="true" aria-labelledby="security-reminder-title" tabIndex={-1} ref={dialog}>
        <h2 id="security-reminder-title">{t('securityReminder.title')}</h2>
        <p>{t('securityReminder.text', { days })}</p>
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
