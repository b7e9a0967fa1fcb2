import { formatNepaliNumber } from '@nepali/digits';
import type { Message, MessageCode, MessageParams } from '@shared/messages';
import { fillTemplate } from '@shared/message-template';
import type { Language } from './texts';

// One catalogue for every message from the server (and the shared form rules): a stable code and
// its parameters, rendered in the reader's language. English is the spec's text
// (server/src/shared/messages.ts), Nepali is in server-messages.ne.ts.
//
// Each language's catalogue is a chunk of its own, fetched at start for the reader's language
// (LanguageProvider asks, and renders again once it is here): a reader downloads one catalogue,
// not both, and the landing page's script stays within its budget. Until it arrives, a moment
// after the first paint and before any form can be sent, a message reads as the server sent it.
type Catalogue = Readonly<Record<MessageCode, string>>;
const catalogues: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};

const fetchCatalogue = (language: Language): Promise<Catalogue> =>
  language === 'ne'
    ? import('./server-messages.ne').then((module) => module.nepaliMessages)
    : import('@shared/messages').then((module) => module.englishMessages);

/** Fetches a language's catalogue once; a failed fetch (offline) may be tried again. */
export function loadMessages(language: Language): Promise<void> {
  loading[language] ??= fetchCatalogue(language).then(
    (catalogue) => {
      catalogues[language] = catalogue;
    },
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}

export const messagesLoaded = (language: Language): boolean => catalogues[language] !== undefined;

/** A code this client can say (its catalogue for the language is here and has it). */
const sayable = (code: unknown, language: Language): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(catalogues[language] ?? {}, code);

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
  const catalogue = catalogues[language] as Catalogue;
  if (language === 'en') return fillTemplate(catalogue[code], params);
  const local = { ...localParams(params, language) };
  // A table cell's problem travels inside its row's message: say the inner part in Nepali too.
  if (code === 'field.cell' && sayable(params.cellCode, language)) {
    const inner = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => key.startsWith('cell.'))
        .map(([key, value]) => [key.slice('cell.'.length), value]),
    );
    local.cell = render(params.cellCode, inner, language);
  }
  return fillTemplate(catalogue[code], local);
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
  if ('code' in said && sayable(said.code, language))
    return render(said.code, asParams(said.params), language);
  const server = said as SaidByServer;
  if (sayable(server.messageCode, language))
    return render(server.messageCode, asParams(server.params), language);
  return server.message || fallback;
}

// Forms keep their errors as strings (Mantine). A rule's or the server's message is kept as its
// key and rendered when shown, so a message on screen follows a switch of language.
const KEY_PREFIX = 'message:';

/** The string a form keeps for a message. */
export const messageKey = (message: Message): string => `${KEY_PREFIX}${JSON.stringify(message)}`;

/**
 * A form error (a message key, or text as it came) in the reader's language; empty for the moment
 * a just-chosen language's catalogue is on its way (the form renders again when it is here).
 */
export function formError(error: string, language: Language): string {
  if (!error.startsWith(KEY_PREFIX)) return error;
  try {
    return serverMessage(JSON.parse(error.slice(KEY_PREFIX.length)) as Message, language, '');
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
  const code = said.messageCode;
  if (sayable(code, 'en') || sayable(code, 'ne')) return messageKey({ code, params: asParams(said.params) });
  return said.message ?? null;
}
