// What a member's role may use: the contract's one table (ROLE_PERMISSIONS) decides which
// navigation entries, pages and buttons exist. The server refuses the rest anyway.
import { roleAllows, type OperatorPermission, type OperatorRole } from '@app/contract/operator-staff';

export type NavKey = 'dashboard' | 'players' | 'withdrawals' | 'documents' | 'settings' | 'releases' | 'audit';

export interface NavEntry {
  key: NavKey;
  path: string;
  /** The permission the page needs; status.read is every role's. */
  permission: OperatorPermission;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', path: '/', permission: 'status.read' },
  { key: 'players', path: '/players', permission: 'players.read' },
  { key: 'withdrawals', path: '/withdrawals', permission: 'withdrawals.decide' },
  { key: 'documents', path: '/documents', permission: 'kyc.decide' },
  { key: 'settings', path: '/settings', permission: 'settings.read' },
  { key: 'releases', path: '/releases', permission: 'releases.manage' },
  { key: 'audit', path: '/audit', permission: 'audit.read' },
];

/** The navigation entries a role may use, in order. */
export function navFor(role: OperatorRole): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => roleAllows(role, entry.permission));
}

export function can(role: OperatorRole, permission: OperatorPermission): boolean {
  return roleAllows(role, permission);
}
