import { useTranslation } from '@app/i18n';
import { Page } from '@app/ui';

export default function SignIn() {
  const { t } = useTranslation();
  return <Page title={t('auth.signIn')} />;
}
