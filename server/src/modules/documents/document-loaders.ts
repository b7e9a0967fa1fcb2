import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.js';
import { User } from '../accounts/user.entity.js';
import { OfficeClient } from '../offices/office-client.entity.js';
import { Office } from '../offices/office.entities.js';

// The rows a page of documents names (who generated each, its office, its clients), one query per
// kind and page rather than one per document.

interface Loaders {
  users: DataLoader<string, User | null>;
  offices: DataLoader<string, Office | null>;
  clients: DataLoader<string, OfficeClient | null>;
}

const perRequest = new WeakMap<RequestContext, Loaders>();

function byId<T extends { id: string }>(
  ctx: RequestContext,
  entity: new (...args: never[]) => T,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const rows = (await ctx.em.find(entity as never, { id: { $in: [...ids] } } as never)) as T[];
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

export function documentLoaders(ctx: RequestContext): Loaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = { users: byId(ctx, User), offices: byId(ctx, Office), clients: byId(ctx, OfficeClient) };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
