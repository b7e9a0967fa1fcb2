import type { Express } from 'express';
import type { Services } from '../context.js';
import { entityManager } from '../db/orm.js';

/**
 * Probes for a process manager or a load balancer.
 * - /livez: the process answers HTTP (restart it when this fails); touches nothing else.
 * - /readyz: this instance can serve: the database answers and no migration is pending (send it
 *   no traffic while this fails). Every check is reported by name.
 * - /healthz: the older probe (the database only), kept for what already calls it.
 */
export function healthRoutes(app: Express, services: Services) {
  app.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    const checks = { database: 'ok', migrations: 'ok' };
    try {
      await entityManager(services.orm).execute('select 1');
      const pending = await services.orm.migrator.getPending();
      if (pending.length > 0) checks.migrations = `${pending.length} pending`;
    } catch (error) {
      services.logger.warn({ err: error }, 'readiness check: database unreachable');
      checks.database = 'unreachable';
      checks.migrations = 'unknown';
    }
    const ready = checks.database === 'ok' && checks.migrations === 'ok';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', ...checks });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await entityManager(services.orm).execute('select 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      services.logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });
}
