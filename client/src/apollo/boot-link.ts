import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';

/** A query's answer that came with the page (server/src/http/boot-data.ts). */
interface BootAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

/** The same value with every object's keys in order: equal variables give equal text. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;

const keyOf = (operationName: string, variables: Record<string, unknown> | undefined) =>
  `${operationName} ${JSON.stringify(sorted(variables ?? {}))}`;

/** The answers in the page's JSON block, by operation and variables; none when it has none. */
export function readBootAnswers(doc: Document = document): Map<string, BootAnswer['data']> {
  const answers = new Map<string, BootAnswer['data']>();
  const block = doc.getElementById('boot-data');
  if (!block?.textContent) return answers;
  try {
    for (const answer of JSON.parse(block.textContent) as BootAnswer[]) {
      answers.set(keyOf(answer.operationName, answer.variables), answer.data);
    }
  } catch {
    // A damaged block: the screens ask as they always did.
  }
  block.remove();
  return answers;
}

/**
 * Answers a query the page already brought the answer to, once, without the network: the user
 * and the first screen's data arrive with the page on a signed-in path, instead of a round trip
 * each after the page script has run and rendered. Once taken (or when the answers are more than
 * a few seconds old), the same query goes to the network like any other, so a refetch is fresh.
 */
export function bootLink(answers: Map<string, BootAnswer['data']>, maxAgeMs = 15_000): ApolloLink {
  const loadedAt = performance.now();
  return new ApolloLink((operation, forward) => {
    if (answers.size === 0) return forward(operation);
    if (performance.now() - loadedAt > maxAgeMs) {
      answers.clear();
      return forward(operation);
    }
    const key = keyOf(operation.operationName ?? '', operation.variables);
    const data = answers.get(key);
    if (!data) return forward(operation);
    answers.delete(key);
    return of({ data });
  });
}
