import { useTranslation } from '@app/i18n';
import { Page } from '@app/ui';

/** About us, terms and privacy: the operator's information pages. */
export function InfoPage({ titleKey, children }: { titleKey: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <div className="card">{children}</div>
    </Page>
  );
}
