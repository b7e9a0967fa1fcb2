/** Longest a sign-out waits for the worker's answer: a worker that is busy or gone must not hold it. */
const WORKER_ANSWER_CEILING_MS = 10_000;

/**
 * Asks the service worker (public/sw.js) to delete every cache entry outside its allow-list, at
 * sign-out and when the session is found gone, so the next person on this browser finds nothing
 * of the previous one's in Cache Storage. Resolves once the worker has answered (or there is none).
 */
export async function forgetUserCaches(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const ceiling = setTimeout(resolve, WORKER_ANSWER_CEILING_MS);
    channel.port1.onmessage = () => {
      clearTimeout(ceiling);
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: 'forget-user' }, [channel.port2]);
  });
}
