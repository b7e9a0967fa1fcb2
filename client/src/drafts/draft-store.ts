// Form drafts kept on the device (IndexedDB), so what was typed survives a reload, a crashed tab
// or a lost connection, and shows up in a new tab too. A browser without IndexedDB (or one that
// refuses it, as some private modes do) simply keeps no draft.

const DATABASE = 'lekhapadi';
const STORE = 'drafts';

let opened: Promise<IDBDatabase | null> | undefined;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await database();
  if (!db) return undefined;
  return new Promise<T | undefined>((resolve) => {
    try {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export interface Draft<T> {
  values: T;
  savedAt: number;
}

/** A draft's key: one per user and work, so two people sharing a phone never see each other's. */
export const draftKey = (userId: string, workKey: string) => `${userId}:${workKey}`;

export const readDraft = <T>(key: string) => run<Draft<T>>('readonly', (store) => store.get(key));

export async function saveDraft<T>(key: string, values: T): Promise<void> {
  await run('readwrite', (store) => store.put({ values, savedAt: Date.now() } satisfies Draft<T>, key));
}

export async function deleteDraft(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
