import { useTranslation } from 'react-i18next';
import type { NavKey } from '../permissions.ts';
import { NotAvailable, PageHeader } from '../layout/parts.tsx';

/** A page of the navigation whose screen is not built yet. */
export function Placeholder({ page }: { page: NavKey }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <PageHeader title={t(`nav.${page}`)} />
      <NotAvailable />
    </>
  );
}
