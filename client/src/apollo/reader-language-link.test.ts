import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
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
  await client.mutate({ mutation: gql`mutation Ping { ping }` });
  return seen;
}

test("every request says the interface's language, whatever the device's", async () => {
  expect((await headersSent('ne'))['Accept-Language']).toBe('ne');
  expect((await headersSent('en'))['Accept-Language']).toBe('en');
  expect((await headersSent(''))['Accept-Language']).toBe('en');
});
