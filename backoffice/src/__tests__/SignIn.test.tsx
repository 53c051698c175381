import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App.tsx';
import { initTexts } from '../i18n.ts';
import { fakeOperatorApi, memoryStorage, refused, staffSession } from './fakeServer.ts';

beforeAll(() => initTexts('en'));
beforeEach(() => window.history.pushState({}, '', '/backoffice/'));
afterEach(() => jest.restoreAllMocks());

const HEALTH = {
  '/operator/health': { body: { ok: true, version: '1.2.3' } },
  '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
};

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'finance@operator.example');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'a long password here');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('signing in', () => {
  it('asks for the password, then the authenticator code, and opens the back office as the member', async () => {
    const user = userEvent.setup();
    const api = fakeOperatorApi({
      '/operator/staff/sign-in': { body: { challenge: 'challenge-1', expiresAt: '2030-01-01T00:05:00.000Z' } },
      '/operator/staff/sign-in/verify': { body: staffSession('finance') },
      ...HEALTH,
    });
    render(<App storage={memoryStorage()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Six-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('member-email')).toHaveTextContent('finance@operator.example');
    expect(screen.getByTestId('member-role')).toHaveTextContent('Finance');
    expect(api.calls[0]).toMatchObject({
      path: '/operator/staff/sign-in',
      body: { email: 'finance@operator.example', password: 'a long password here' },
    });
    expect(api.calls[1]).toMatchObject({ path: '/operator/staff/sign-in/verify', body: { challenge: 'challenge-1', code: '123456' } });
    // Later calls carry the session's token.
    await waitFor(() => expect(api.calls.some((call) => call.path === '/operator/health')).toBe(true));
    expect(api.calls.find((call) => call.path === '/operator/health')?.authorization).toBe('Bearer token-finance');
  });

  it('says a wrong password in words and stays on the first step', async () => {
    const user = userEvent.setup();
    fakeOperatorApi({ '/operator/staff/sign-in': refused(401, 'INVALID_CREDENTIALS') });
    render(<App storage={memoryStorage()} />);
    await signInWithPassword(user);
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
  });

  it('refuses a code that is not six digits before asking the server, and says a wrong code', async () => {
    const user = userEvent.setup();
    const api = fakeOperatorApi({
      '/operator/staff/sign-in': { body: { challenge: 'c', expiresAt: '2030-01-01T00:05:00.000Z' } },
      '/operator/staff/sign-in/verify': refused(400, 'INVALID_CODE'),
    });
    render(<App storage={memoryStorage()} />);
    await signInWithPassword(user);
    const code = await screen.findByLabelText('Six-digit code');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.path === '/operator/staff/sign-in/verify')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is not valid or has expired.')).toBeInTheDocument();
  });

  it('takes a recovery code instead of the authenticator code', async () => {
    const user = userEvent.setup();
    const api = fakeOperatorApi({
      '/operator/staff/sign-in': { body: { challenge: 'c2', expiresAt: '2030-01-01T00:05:00.000Z' } },
      '/operator/staff/sign-in/verify': { body: staffSession('support') },
      ...HEALTH,
    });
    render(<App storage={memoryStorage()} />);
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('member-role')).toHaveTextContent('Support');
    expect(api.calls.find((call) => call.path === '/operator/staff/sign-in/verify')?.body).toEqual({
      challenge: 'c2',
      recoveryCode: 'abcd-efgh',
    });
  });

  it('starts again from the password when the challenge has expired', async () => {
    const user = userEvent.setup();
    fakeOperatorApi({
      '/operator/staff/sign-in': { body: { challenge: 'old', expiresAt: '2030-01-01T00:05:00.000Z' } },
      '/operator/staff/sign-in/verify': refused(401, 'INVALID_CREDENTIALS'),
    });
    render(<App storage={memoryStorage()} />);
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Six-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The sign-in took too long. Enter your email and password again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('the session', () => {
  it('goes back to sign-in with a message when the server says the session has ended', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'backoffice.session',
      JSON.stringify({ token: 'old-token', member: { staffId: '1', email: 'a@b.example', role: 'owner' } }),
    );
    fakeOperatorApi({ '/operator/staff/session': refused(401, 'OPERATOR_UNAUTHORIZED') });
    render(<App storage={storage} />);
    expect(await screen.findByText('Your session has ended. Sign in again to go on.')).toBeInTheDocument();
    expect(storage.getItem('backoffice.session')).toBeNull();
  });

  it('ends when a page call is refused with 401, and signs out on request', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    storage.setItem('backoffice.session', JSON.stringify({ token: 't', member: { staffId: '1', email: 'o@b.example', role: 'owner' } }));
    let healthy = true;
    const api = fakeOperatorApi({
      '/operator/staff/session': {
        body: { actor: { kind: 'staff', staffId: '1', email: 'o@b.example', role: 'owner' }, idleExpiresAt: 'x', expiresAt: 'y' },
      },
      '/operator/health': () => (healthy ? { body: { ok: true, version: '1' } } : refused(401, 'OPERATOR_UNAUTHORIZED')),
      '/operator/maintenance/get': { body: { maintenance: { enabled: false, endTime: null } } },
      '/operator/staff/sign-out': { body: { ok: true } },
    });
    const { unmount } = render(<App storage={storage} />);
    expect(await screen.findByTestId('member-email')).toHaveTextContent('o@b.example');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/operator/staff/sign-out')?.authorization).toBe('Bearer t');
    unmount();

    healthy = false;
    storage.setItem('backoffice.session', JSON.stringify({ token: 't2', member: { staffId: '1', email: 'o@b.example', role: 'owner' } }));
    render(<App storage={storage} />);
    expect(await screen.findByText('Your session has ended. Sign in again to go on.')).toBeInTheDocument();
  });
});
