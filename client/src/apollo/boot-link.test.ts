import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { firstValueFrom, of } from 'rxjs';
import { MeQuery } from '../auth/operations';
import { WorksOfAreaQuery } from '../routes/lekhapadi/operations';
import { bootLink, readBootAnswers } from './boot-link';

// The client's own operations, as the screens send them.
const ME: DocumentNode = MeQuery;
const WORKS: DocumentNode = WorksOfAreaQuery;

function pageWith(answers: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify(answers);
  doc.head.append(block);
  return doc;
}

/** The boot link in front of a network that records what reached it. */
function linkWith(doc: Document, maxAgeMs?: number) {
  const sent: string[] = [];
  const network = new ApolloLink((operation) => {
    sent.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    return of({ data: { fromNetwork: true } });
  });
  const link = ApolloLink.from([bootLink(readBootAnswers(doc), maxAgeMs), network]);
  const run = (query: DocumentNode, variables: Record<string, unknown> = {}) =>
    firstValueFrom(ApolloLink.execute(link, { query, variables }, { client: {} as never }));
  return { sent, run };
}

test('answers a query the page brought, once, and sends the next one to the network', async () => {
  const doc = pageWith([
    { operationName: 'Me', variables: {}, data: { me: { id: 'u1' } } },
    { operationName: 'WorksOfArea', variables: { serviceAreaId: 1 }, data: { works: [] } },
  ]);
  const { sent, run } = linkWith(doc);
  // The block is read once and taken out of the page.
  expect(doc.getElementById('boot-data')).toBeNull();

  expect(await run(ME)).toEqual({ data: { me: { id: 'u1' } } });
  expect(await run(WORKS, { serviceAreaId: 1 })).toEqual({ data: { works: [] } });
  expect(sent).toEqual([]);

  // A refetch is fresh; other variables were never brought.
  expect(await run(ME)).toEqual({ data: { fromNetwork: true } });
  expect(await run(WORKS, { serviceAreaId: 2 })).toEqual({ data: { fromNetwork: true } });
  expect(sent).toEqual(['Me {}', 'WorksOfArea {"serviceAreaId":2}']);
});

test('answers that have waited too long are dropped: the network answers', async () => {
  const { sent, run } = linkWith(pageWith([{ operationName: 'Me', variables: {}, data: { me: null } }]), -1);
  expect(await run(ME)).toEqual({ data: { fromNetwork: true } });
  expect(sent).toEqual(['Me {}']);
});

test('a page without answers, or with a damaged block, sends everything to the network', async () => {
  const damaged = document.implementation.createHTMLDocument('page');
  damaged.head.innerHTML = '<script type="application/json" id="boot-data">{not json</script>';
  for (const doc of [document.implementation.createHTMLDocument('page'), damaged]) {
    const { sent, run } = linkWith(doc);
    expect(await run(ME)).toEqual({ data: { fromNetwork: true } });
    expect(sent).toEqual(['Me {}']);
  }
});
