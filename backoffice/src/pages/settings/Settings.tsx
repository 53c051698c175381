import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import type { OperatorPermission } from '@app/contract/operator-staff';
import { EmptyState } from '@app/ui/display';
import { can } from '../../permissions.ts';
import { PageHeader } from '../../layout/parts.tsx';
import { useMember } from '../../session/SessionProvider.tsx';
import { AccountSettingsSection } from './AccountSettings.tsx';
import { ExchangeRatesSection } from './ExchangeRates.tsx';
import { IdentityProvidersSection } from './IdentityProviders.tsx';
import { MaintenanceSection } from './Maintenance.tsx';
import { permissionOf, type SettingsSection } from './parts.tsx';
import { PaymentChannelsSection } from './PaymentChannels.tsx';
import { SportsbookSection } from './Sportsbook.tsx';
import { VipSection } from './Vip.tsx';

interface SectionEntry {
  key: SettingsSection;
  /** Any one of these lets the member read the section (each of its parts asks for its own). */
  permissions: readonly OperatorPermission[];
  element: ReactNode;
}

/**
 * The sections, each shown to the roles that may read it: the permission of its reading call in
 * the contract (the maintenance state is every role's; the VIP programme, the deposit rewards and
 * the sportsbook have their own permissions).
 */
const SECTIONS: readonly SectionEntry[] = [
  { key: 'maintenance', permissions: ['status.read'], element: <MaintenanceSection /> },
  { key: 'accounts', permissions: ['settings.read'], element: <AccountSettingsSection /> },
  { key: 'rates', permissions: ['settings.read'], element: <ExchangeRatesSection /> },
  { key: 'channels', permissions: [permissionOf('/operator/payment-channels/list')], element: <PaymentChannelsSection /> },
  {
    key: 'vip',
    permissions: [permissionOf('/operator/vip/settings/get'), permissionOf('/operator/deposit-rewards/get')],
    element: <VipSection />,
  },
  { key: 'identity', permissions: ['settings.read'], element: <IdentityProvidersSection /> },
  { key: 'sports', permissions: [permissionOf('/operator/sports/settings/get')], element: <SportsbookSection /> },
];

/**
 * The operator's settings: a list of sections beside the one shown, each at its own address
 * (/settings/maintenance, /settings/accounts, ...). Every section reads its values with its own
 * call and saves them with its own; a member whose role may read but not change them sees the
 * values without a Save button.
 */
export function Settings() {
  const { t } = useTranslation('backoffice');
  const member = useMember();
  const sections = SECTIONS.filter((section) => section.permissions.some((permission) => can(member.role, permission)));
  return (
    <div className="bo-settings">
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <div className="bo-settings__layout">
        <nav className="bo-settings__nav" aria-label={t('settings.sections')}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink to={`/settings/${section.key}`} className="bo-settings__link">
                  {t(`settings.nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="bo-settings__body">
          <Routes>
            {sections[0] ? <Route index element={<Navigate to={`/settings/${sections[0].key}`} replace />} /> : null}
            {sections.map((section) => (
              <Route key={section.key} path={section.key} element={section.element} />
            ))}
            <Route path="*" element={<EmptyState title={t('app.notFound')} />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
