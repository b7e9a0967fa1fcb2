import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { outboxStamp } from './mailer.js';

interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * With SMS_GATEWAY_URL set, each message is POSTed there as JSON {to, text} with a bearer token.
 * Without it, messages are written to DATA_DIR/outbox/sms as JSON files (and logged).
 */
export function createSmsSender(options: {
  gatewayUrl?: string;
  gatewayToken?: string;
  dataDir: string;
  logger: Logger;
}): SmsSender {
  const { gatewayUrl, gatewayToken, logger } = options;
  if (gatewayUrl) {
    return {
      async send(message) {
        const response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
          },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        logger.info({ to: message.to }, 'sms sent');
      },
    };
  }
  const folder = path.join(options.dataDir, 'outbox', 'sms');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${outboxStamp()}.json`);
      await writeFile(file, JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2));
      logger.info({ to: message.to, file }, 'sms written to outbox');
    },
  };
}
