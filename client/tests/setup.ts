import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { cleanNotifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { loadMessages } from '../src/i18n/server-messages';
import { server } from './msw-server';

// findBy* and waitFor wait for a condition: this is only the ceiling a failing test reaches, set
// far above what any wait takes on a busy machine (lazily loaded screens compile on first use), so
// that no test depends on the machine's speed.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks the layout APIs Mantine's components call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// jsdom has no object URLs (PDF blobs, avatar previews): a unique fake URL per blob is enough.
let objectUrls = 0;
URL.createObjectURL = () => {
  objectUrls += 1;
  return `blob:http://localhost/object-${objectUrls}`;
};
URL.revokeObjectURL = () => {};
// jsdom's crypto has no SubtleCrypto (the verification page hashes a chosen file with it): Node's
// is the same API.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
}
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jest-fixed-jsdom installs Node's AbortSignal, which jsdom's addEventListener rejects as an option
// (Mantine passes { signal } to detach listeners). Emulate the option on top of jsdom instead.
const addEventListener = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function patchedAddEventListener(
  this: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options?: boolean | AddEventListenerOptions,
) {
  if (typeof options === 'object' && options?.signal) {
    const { signal, ...rest } = options;
    if (signal.aborted) return;
    addEventListener.call(this, type, listener, rest);
    signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
    return;
  }
  addEventListener.call(this, type, listener, options);
};

// jest-fixed-jsdom installs Node's FormData, which cannot read a jsdom <form>. React builds one
// from the submitted form when a transition is under way during submit (a form action); collect
// the form's named controls like the browser's constructor does.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

// In the browser a language's messages arrive a moment after the first paint; screens under test
// have both from the start (server-messages.test.ts covers the moment before).
beforeAll(() => Promise.all([loadMessages('en'), loadMessages('ne')]));

// Any request without a handler fails the test that made it (and nothing reaches a real server):
// msw's own 'error' mode only turns it into a network error, which the app may handle quietly.
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length) throw new Error(`Requests without an msw handler: ${unhandled.join(', ')}`);
});
// Drafts live in IndexedDB: each test starts with none.
afterEach(
  () =>
    new Promise<void>((resolve) => {
      const request = indexedDB.open('lekhapadi', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('drafts');
      request.onsuccess = () => {
        const transaction = request.result.transaction('drafts', 'readwrite');
        transaction.objectStore('drafts').clear();
        transaction.oncomplete = () => {
          request.result.close();
          resolve();
        };
      };
      request.onerror = () => resolve();
    }),
);
afterEach(() => {
  server.resetHandlers();
  act(() => cleanNotifications());
  window.localStorage.clear();
});
afterAll(() => server.close());
