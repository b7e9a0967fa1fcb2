import { formatNepaliNumber } from '@nepali/digits';
import {
  type Message,
  type MessageCode,
  type MessageParams,
  englishMessages,
  fillTemplate,
  isMessageCode,
} from '@shared/messages';
import { nepaliMessages } from './server-messages.ne';
import type { Language } from './texts';

// One catalogue for every message from the server (and the shared form rules): a stable code and
// its parameters, rendered in the reader's language. English is the spec's text
// (server/src/shared/messages.ts), Nepali is in server-messages.ne.ts.

/** What a screen has of a server message: its code and parameters, and the English text as sent. */
export interface SaidByServer {
  messageCode?: string | null;
  /** An object of strings and numbers (a JSON scalar, so typed loosely). */
  params?: unknown;
  message?: string | null;
}

const asParams = (params: unknown): MessageParams =>
  Object.fromEntries(
    Object.entries(typeof params === 'object' && params !== null ? params : {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** Numbers read in the reader's digits (४ प्रयास, not 4 प्रयास). */
const localParams = (params: MessageParams, language: Language): MessageParams =>
  language === 'ne'
    ? Object.fromEntries(
        Object.entries(params).map(([key, value]) => [
          key,
          typeof value === 'number' ? formatNepaliNumber(value) : value,
        ]),
      )
    : params;

function render(code: MessageCode, params: MessageParams, language: Language): string {
  if (language === 'en') return fillTemplate(englishMessages[code], params);
  const local = { ...localParams(params, language) };
  // A table cell's problem travels inside its row's message: say the inner part in Nepali too.
  if (code === 'field.cell' && isMessageCode(params.cellCode)) {
    const inner = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('cell.'))
        .map(([key, value]) => [key.slice('cell.'.length), value]),
    );
    local.cell = render(params.cellCode, inner, language);
  }
  return fillTemplate(nepaliMessages[code], local);
}

/**
 * A server message in the reader's language: by its code when the server sent one this client
 * knows, else the text as it came (an older server, a message from elsewhere), else `fallback`.
 */
export function serverMessage(
  said: SaidByServer | Message | null | undefined,
  language: Language,
  fallback = '',
): string {
  if (!said) return fallback;
  if ('code' in said && isMessageCode(said.code)) return render(said.code, asParams(said.params), language);
  const server = said as SaidByServer;
  if (isMessageCode(server.messageCode)) return render(server.messageCode, asParams(server.params), language);
  return server.message || fallback;
}

// Forms keep their errors as strings (Mantine). A rule's or the server's message is kept as its
// key and rendered when shown, so a message on screen follows a switch of language.
const KEY_PREFIX = 'message:';

/** The string a form keeps for a message. */
export const messageKey = (message: Message): string => `${KEY_PREFIX}${JSON.stringify(message)}`;

/** A form error (a message key, or text as it came) in the reader's language. */
export function formError(error: string, language: Language): string {
  if (!error.startsWith(KEY_PREFIX)) return error;
  try {
    return serverMessage(JSON.parse(error.slice(KEY_PREFIX.length)) as Message, language, error);
  } catch {
    return error;
  }
}

/** A shared rule made fit for a Mantine form: its message as a key, or null when the value passes. */
export const formRule =
  <A extends unknown[]>(rule: (...args: A) => Message | null) =>
  (...args: A): string | null => {
    const message = rule(...args);
    return message ? messageKey(message) : null;
  };

/** The key a form keeps for a server failure's message (its English text when it has no code). */
export function serverMessageKey(said: SaidByServer): string | null {
  if (isMessageCode(said.messageCode))
    return messageKey({ code: said.messageCode, params: asParams(said.params) });
  return said.message ?? null;
}
