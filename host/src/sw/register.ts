/**
 * Registers the service worker from /sw.js with scope / (spec section 7). When an updated worker
 * takes control of a page that already had one, the page reloads once (spec section 4).
 */
export function registerServiceWorker(
  navigatorRef: Pick<Navigator, 'serviceWorker'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  reload: () => void = () => window.location.reload(),
  production: boolean = process.env.NODE_ENV === 'production',
): Promise<ServiceWorkerRegistration | undefined> {
  if (!production || !navigatorRef || !('serviceWorker' in navigatorRef) || !navigatorRef.serviceWorker) return Promise.resolve(undefined);
  const container = navigatorRef.serviceWorker;
  let hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  });
  return container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.error('Service worker registration failed:', error);
    return undefined;
  });
}
