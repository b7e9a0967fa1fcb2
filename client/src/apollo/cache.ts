import { InMemoryCache } from '@apollo/client';

/** The cache's rules, the same in the browser and for the server's render of a public page. */
export function createCache(): InMemoryCache {
  // A work has no id: two queries asking for work(key) (its form's steps, its entitlement) would
  // otherwise replace each other's answer in the cache, and the form would be asked for again.
  return new InMemoryCache({ typePolicies: { Work: { merge: true } } });
}
