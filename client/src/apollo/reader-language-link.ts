import { ApolloLink } from '@apollo/client';

/**
 * Sends the interface's language as Accept-Language on every request (the browser would send the
 * device's), so a code or notice the server mails or texts for it speaks the screen's language.
 * LanguageProvider keeps `<html lang>` to the reader's choice.
 */
export function readerLanguageLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const language = document.documentElement.lang === 'ne' ? 'ne' : 'en';
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'Accept-Language': language },
    }));
    return forward(operation);
  });
}
