// What a member's role may use: the contract's one table (ROLE_PERMISSIONS) decides which
// navigation entries, pages and buttons exist. The server refuses the rest anyway.
import { roleAllows, type OperatorPermission, type OperatorRole } from '@app/contract/operator-staff';

export type NavKey = 'dashboard' | 'players' | 'withdrawals' | 'documents' | 'sports' | 'settings' | 'releases' | 'ledger' | 'audit';

export interface NavEntry {
  key: NavKey;
  path: string;
  /** Any one of these opens the page; status.read is every role's. */
  permissions: readonly OperatorPermission[];
}

/**
 * The settings page opens for a member who may read any of its sections besides maintenance (whose
 * state every role reads on the dashboard): the account settings, rates, channels and providers
 * (settings.read), the VIP programme and deposit rewards, or the sportsbook.
 */
export const SETTINGS_PERMISSIONS: readonly OperatorPermission[] = ['settings.read', 'vip.manage', 'deposits.rewards', 'sports.manage'];

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', path: '/', permissions: ['status.read'] },
  { key: 'players', path: '/players', permissions: ['players.read'] },
  { key: 'withdrawals', path: '/withdrawals', permissions: ['withdrawals.decide'] },
  { key: 'documents', path: '/documents', permissions: ['kyc.decide'] },
  { key: 'sports', path: '/sports-events', permissions: ['sports.manage'] },
  { key: 'settings', path: '/settings', permissions: SETTINGS_PERMISSIONS },
  { key: 'releases', path: '/releases', permissions: ['releases.manage'] },
  { key: 'ledger', path: '/ledger', permissions: ['ledger.read'] },
  { key: 'audit', path: '/audit', permissions: ['audit.read'] },
];

/** The navigation entries a role may use, in order. */
export function navFor(role: OperatorRole): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => canAny(role, entry.permissions));
}

/** Whether the role holds any one of these permissions. */
export function canAny(role: OperatorRole, permissions: readonly OperatorPermission[]): boolean {
  return permissions.some((permission) => roleAllows(role, permission));
}

export function can(role: OperatorRole, permission: OperatorPermission): boolean {
  return roleAllows(role, permission);
}
