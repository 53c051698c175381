import { KeyRound } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { accountSettingsAtom, operatorAtom, store } from '@app/state';
import { Button } from '@app/ui';
import { Modal } from '@app/ui/overlays';
import { IconTitle } from './IconTitle.tsx';

function lowerFlag() {
  store.set(operatorAtom, { ...store.get(operatorAtom), passwordExpired: false });
}

/**
 * The security-reminder modal, shown when the password has expired (spec section 2): it says how
 * many days a password lasts and offers the way to reset it. Close and Escape dismiss it.
 */
export function SecurityReminder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { passwordExpired } = useAtomValue(operatorAtom);
  const days = useAtomValue(accountSettingsAtom).securitySettings.passwordExpiryDays;

  return (
    <Modal
      open={passwordExpired}
      onClose={lowerFlag}
      showClose={false}
      dismissible={false}
      className="security-reminder"
      title={
        <IconTitle icon={KeyRound} iconClass="security-reminder__icon">
          {t('securityReminder.title')}
        </IconTitle>
      }
      description={days > 0 ? t('securityReminder.text', { days }) : t('securityReminder.textNoDays')}
      actions={
        <>
          <Button
            block
            onClick={() => {
              lowerFlag();
              navigate('/auth/forgot-password');
            }}
          >
            {t('securityReminder.reset')}
          </Button>
          <Button block variant="secondary" onClick={lowerFlag}>
            {t('securityReminder.close')}
          </Button>
        </>
      }
    />
  );
}

export default SecurityReminder;
