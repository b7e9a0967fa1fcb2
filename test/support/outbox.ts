import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Reads what the server "sent": the .eml and SMS files under DATA_DIR/outbox. */
export class Outbox {
  constructor(private readonly dataDir: string) {}

  async mails(to?: string): Promise<string[]> {
    const texts = (await this.read('mail', '.eml')).map(decodeMail);
    return to ? texts.filter((text) => new RegExp(`^To: ${escapeRegExp(to)}$`, 'mi').test(text)) : texts;
  }

  async sms(to?: string): Promise<{ to: string; text: string }[]> {
    const texts = await this.read('sms', '.json');
    const messages = texts.map((text) => JSON.parse(text) as { to: string; text: string });
    return to ? messages.filter((message) => message.to === to) : messages;
  }

  /** The 6-digit code in the newest mail to this address. */
  async lastMailCode(to: string): Promise<string> {
    const mails = await this.mails(to);
    return codeIn(mails.at(-1), `mail to ${to}`);
  }

  async lastSmsCode(to: string): Promise<string> {
    const messages = await this.sms(to);
    return codeIn(messages.at(-1)?.text, `SMS to ${to}`);
  }

  private async read(kind: 'mail' | 'sms', extension: string): Promise<string[]> {
    const folder = path.join(this.dataDir, 'outbox', kind);
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((n) => n.endsWith(extension))
      .sort();
    return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  }
}

function codeIn(text: string | undefined, what: string): string {
  // English ("code is 123456") or Nepali ("कोड 123456 हो").
  const match = text?.match(/(?:code|कोड)(?: is|:)? (\d{6})/);
  if (!match) throw new Error(`no code found in the ${what}`);
  return match[1] as string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A mail as a person reads it: encoded-word headers (=?UTF-8?B?…?=) decoded, and the body from
 * its transfer encoding (base64, which the mailer picks for mostly Devanagari text, or
 * quoted-printable).
 */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(body);
  return `${headers}\n\n${text}`;
}

/** Quoted-printable: undo soft line breaks and =XX escapes (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
