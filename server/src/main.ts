import { ConfigError, loadConfig } from './config.js';
import { logger } from './logger.js';
import { startServer } from './server.js';

// `npm start`: validate configuration, start, and shut down gracefully on SIGTERM / SIGINT
// (finish in-flight requests, close WebSockets, close the database).
try {
  const config = loadConfig();
  logger.level = config.LOG_LEVEL;
  const starting = startServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await (await starting).close();
    } catch {
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };
  // Listening before the server has finished starting: a signal that arrives while it starts, or
  // just after it logs that it listens, still stops it gracefully instead of killing it.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await starting;
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
}
