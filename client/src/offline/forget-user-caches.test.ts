import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { forgetUserCaches } from './forget-user-caches';

// jsdom has no MessageChannel; Node's speaks the same onmessage / postMessage.
beforeAll(() => {
  Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
});

/** A stand-in for the active service worker: answers the page's message on the port it was given. */
function installWorker() {
  const received: unknown[] = [];
  const worker = {
    postMessage(message: unknown, ports: MessagePort[]) {
      received.push(message);
      ports[0]?.postMessage({ type: 'forgotten' });
      ports[0]?.close();
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ active: worker }) },
  });
  return received;
}

afterEach(() => {
  // jsdom has no service worker of its own.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('forgetting what the service worker kept', () => {
  it('asks the active worker to forget the user and waits for its answer', async () => {
    const received = installWorker();
    await forgetUserCaches();
    expect(received).toEqual([{ type: 'forget-user' }]);
  });

  it('does nothing without a service worker', async () => {
    await expect(forgetUserCaches()).resolves.toBeUndefined();
  });
});
