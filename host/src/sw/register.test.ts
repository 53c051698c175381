import { registerServiceWorker } from './register.ts';

function fakeNavigator(controller: object | null) {
  const listeners: (() => void)[] = [];
  const serviceWorker = {
    controller,
    register: jest.fn(() => Promise.resolve({ scope: '/' })),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  return {
    navigatorRef: { serviceWorker } as unknown as Navigator,
    fireControllerChange: () => listeners.forEach((listener) => listener()),
    serviceWorker,
  };
}

describe('service worker registration', () => {
  it('registers /sw.js with scope /', async () => {
    const { navigatorRef, serviceWorker } = fakeNavigator(null);
    await registerServiceWorker(navigatorRef, jest.fn(), true);
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does not reload when the first worker takes control', async () => {
    const { navigatorRef, fireControllerChange } = fakeNavigator(null);
    const reload = jest.fn();
    await registerServiceWorker(navigatorRef, reload, true);
    fireControllerChange();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when an update is activated', async () => {
    const { navigatorRef, fireControllerChange } = fakeNavigator({});
    const reload = jest.fn();
    await registerServiceWorker(navigatorRef, reload, true);
    fireControllerChange();
    fireControllerChange();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays out of development builds', async () => {
    const { navigatorRef, serviceWorker } = fakeNavigator(null);
    await registerServiceWorker(navigatorRef, jest.fn(), false);
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerServiceWorker({} as Navigator, jest.fn(), true)).resolves.toBeUndefined();
  });

  it('keeps the page running when the registration fails', async () => {
    const { navigatorRef, serviceWorker } = fakeNavigator(null);
    serviceWorker.register.mockImplementation(() => Promise.reject(new Error('blocked')));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(registerServiceWorker(navigatorRef, jest.fn(), true)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error));
    error.mockRestore();
  });

  it('registers in production builds by default', async () => {
    const { navigatorRef, serviceWorker } = fakeNavigator(null);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await registerServiceWorker(navigatorRef, jest.fn());
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(serviceWorker.register).toHaveBeenCalledTimes(1);
  });

  it('stays out of test and development builds by default', async () => {
    const { navigatorRef, serviceWorker } = fakeNavigator(null);
    await registerServiceWorker(navigatorRef, jest.fn());
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });
});
