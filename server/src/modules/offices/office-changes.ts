import type { EntityManager } from '../../db/orm.js';
import { logger } from '../../logger.js';

/**
 * A change to an office that its software may want to hear of. Offices sit below the modules that
 * announce events (webhooks), so they cannot call them: they say what changed here, and whoever
 * listens (webhooks registers as it starts) turns it into its own events. In process and per
 * change, not over the event bus: the bus reaches every instance, and each would announce it.
 */
export type OfficeChange = {
  kind: 'clientCreated' | 'clientUpdated';
  officeId: string;
  userId: string;
  clientId: string;
  at: Date;
};

type OfficeChangeListener = (em: EntityManager, change: OfficeChange) => Promise<void>;

const listeners = new Set<OfficeChangeListener>();

/** Registers a listener (once, however often it is called with the same function). */
export function onOfficeChange(listener: OfficeChangeListener): void {
  listeners.add(listener);
}

/** Tells the listeners; a listener's failure is logged, never the change's: it has happened. */
export async function announceOfficeChange(em: EntityManager, change: OfficeChange): Promise<void> {
  for (const listener of listeners) {
    await listener(em, change).catch((error: unknown) =>
      logger.error({ err: error, change: change.kind }, 'office change not announced'),
    );
  }
}
