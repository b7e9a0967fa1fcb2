import { Int, createParameterDecorator } from 'type-graphql';
import { badInput } from '../errors.js';

// The one rule for the size of a page, shared by every paged field (documents, officeDocuments,
// officeClients, a document's versions): a size outside the range is the caller's mistake, said as
// such, never quietly changed to the nearest one that works.
export const PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;

/** `first` when it is a page size; a BAD_USER_INPUT naming the range otherwise. */
function checkedPageSize(first: unknown): number {
  if (Number.isInteger(first) && (first as number) >= PAGE_SIZE.min && (first as number) <= PAGE_SIZE.max) {
    return first as number;
  }
  throw badInput('first', {
    code: 'request.pageSize',
    params: { field: 'first', min: PAGE_SIZE.min, max: PAGE_SIZE.max },
  });
}

/**
 * The `first` argument of a paged field, checked before the resolver runs: the resolver receives a
 * size from 1 to 100 and nothing else.
 */
export function PageSize() {
  const description = `How many, from ${PAGE_SIZE.min} to ${PAGE_SIZE.max} (else BAD_USER_INPUT).`;
  return createParameterDecorator(({ args }) => checkedPageSize(args.first), {
    arg: { name: 'first', typeFunc: () => Int, options: { defaultValue: PAGE_SIZE.default, description } },
  });
}
