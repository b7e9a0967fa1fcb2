/**
 * Installs the service worker (public/sw.js) that keeps the app shell for offline starts. Only in
 * the built app: in development it would serve stale modules to the hot reloader.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so the worker's first downloads never compete with the page's own.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline shell could not be installed', error);
    });
  });
}
