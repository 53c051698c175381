import { render, screen, within } from '@testing-library/react';
import { operatorRoles, ROLE_PERMISSIONS } from '@app/contract';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { navFor } from '../permissions.ts';
import { fakeOperatorApi, memoryStorage } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
afterEach(() => jest.restoreAllMocks());

function signedInAs(role: string, path = '/backoffice/') {
  window.history.pushState({}, '', path);
  const storage = memoryStorage();
  storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: `${role}@b.example`, role } }));
  fakeOperatorApi({
    '/operator/staff/session': {
      body: { actor: { kind: 'staff', staffId: '1', email: `${role}@b.example`, role }, idleExpiresAt: 'x', expiresAt: 'y' },
    },
    '/operator/health': { body: { ok: true, version: '1' } },
    '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
  });
  render(<App storage={storage} />);
}

async function navigationNames() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('what a role sees', () => {
  it('gives each role the navigation entries its permissions allow, from the contract table', () => {
    expect(navFor('owner').map((entry) => entry.key)).toEqual([
      'dashboard',
      'players',
      'withdrawals',
      'documents',
      'sports',
      'settings',
      'releases',
      'ledger',
      'audit',
    ]);
    expect(navFor('finance').map((entry) => entry.key)).toEqual(['dashboard', 'players', 'withdrawals', 'settings', 'ledger']);
    expect(navFor('compliance').map((entry) => entry.key)).toEqual(['dashboard', 'players', 'documents', 'settings', 'audit']);
    expect(navFor('support').map((entry) => entry.key)).toEqual(['dashboard', 'players']);
    expect(navFor('trading').map((entry) => entry.key)).toEqual(['dashboard', 'sports', 'settings']);
    expect(navFor('releases').map((entry) => entry.key)).toEqual(['dashboard', 'releases']);
    for (const role of operatorRoles) {
      for (const entry of navFor(role)) expect(entry.permissions.filter((p) => ROLE_PERMISSIONS[role].includes(p))).not.toHaveLength(0);
    }
  });

  it('shows a finance member Players, Withdrawals and the settings (to read) but not Audit', async () => {
    signedInAs('finance');
    expect(await navigationNames()).toEqual(['Dashboard', 'Players', 'Withdrawals', 'Settings', 'Ledger']);
  });

  it('shows a support member no Withdrawals and no Audit', async () => {
    signedInAs('support');
    expect(await navigationNames()).toEqual(['Dashboard', 'Players']);
  });

  it('shows the owner every entry', async () => {
    signedInAs('owner');
    expect(await navigationNames()).toEqual([
      'Dashboard',
      'Players',
      'Withdrawals',
      'Documents',
      'Sports events',
      'Settings',
      'Releases',
      'Ledger',
      'Audit',
    ]);
  });

  it('shows a trading member the sports events', async () => {
    signedInAs('trading');
    expect(await navigationNames()).toEqual(['Dashboard', 'Sports events', 'Settings']);
  });

  it('opens the settings to a trading member at the sections their role reads: maintenance and the sportsbook', async () => {
    signedInAs('trading', '/backoffice/settings');
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Maintenance', 'Sportsbook']);
  });

  it('draws no page of another role reached by its address', async () => {
    signedInAs('support', '/backoffice/audit');
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Audit' })).not.toBeInTheDocument();
  });
});
