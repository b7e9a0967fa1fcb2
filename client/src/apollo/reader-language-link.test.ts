import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { readerLanguageLink } from './reader-language-link';

async function headersSent(lang: string) {
  document.documentElement.lang = lang;
  let seen: Record<string, string> = {};
  const capture = new ApolloLink((operation) => {
    seen = (operation.getContext().headers ?? {}) as Record<string, string>;
    return new Observable((observer) => {
      observer.next({ data: { ping: true } });
      observer.complete();
    });
  });
  const client = new ApolloClient({
    link: ApolloLink.from([readerLanguageLink(), capture]),
    cache: new InMemoryCache(),
  });
  // parse(), not a gql tag: a made-up operation, which codegen must not read as one of the app's.
  await client.mutate({ mutation: parse('mutation Ping { ping }') });
  return seen;
}

test("every request says the interface's language, whatever the device's", async () => {
  expect((await headersSent('ne'))['Accept-Language']).toBe('ne');
  expect((await headersSent('en'))['Accept-Language']).toBe('en');
  expect((await headersSent(''))['Accept-Language']).toBe('en');
});
