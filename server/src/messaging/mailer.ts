import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when that is not MAIL_FROM (e.g. the visitor behind a contact message). */
  replyTo?: string | { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL set, mail goes out over SMTP. Without it, each message is written to
 * DATA_DIR/outbox/mail as a complete .eml file (and logged), so a developer reads codes there.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return smtpMailer(transport, options.from, options.logger);
  }
  return outboxMailer(path.join(options.dataDir, 'outbox', 'mail'), options.from, options.logger);
}

function smtpMailer(transport: Transporter, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer(folder: string, from: string, logger: Logger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${outboxStamp()}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

/** Sortable, unique file name stem: time first, then randomness. */
export function outboxStamp(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}
