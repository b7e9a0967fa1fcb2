import DataLoader from 'dataloader';
import type { RequestContext } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { citizenshipKey, nameSearchKey } from '../../shared/name-search.js';
import { requireUser } from '../accounts/current-user.js';
import { OfficeClient } from './office-client.entity.js';
import { announceOfficeChange } from './office-changes.js';
import { cleanClientInput, clientKeys } from './office-client-details.js';
import type { OfficeClientInput } from './office-clients.inputs.js';
import { type OfficeAction, isUuid, officeAccess } from './office-policy.js';

/**
 * A client, if the signed-in user's role in the client's own office allows `action`. The office is
 * the stored row's, never the caller's: a client of another office is "not found", whatever id is
 * sent.
 */
export async function officeClient(
  ctx: RequestContext,
  id: string,
  action: OfficeAction,
): Promise<OfficeClient> {
  requireUser(ctx);
  const client = isUuid(id) ? await ctx.em.findOne(OfficeClient, { id }) : null;
  if (!client) throw notFound('client.notFound');
  try {
    await officeAccess(ctx, client.office.id, action);
  } catch (error) {
    // Outside the office, the client does not exist; inside it, the role's refusal stands.
    if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND')
      throw notFound('client.notFound');
    throw error;
  }
  return client;
}

const announceClientChange = (
  ctx: RequestContext,
  kind: 'clientCreated' | 'clientUpdated',
  client: OfficeClient,
) =>
  announceOfficeChange(ctx.em, {
    kind,
    officeId: client.office.id,
    userId: requireUser(ctx).id,
    clientId: client.id,
    at: new Date(),
  });

export async function createClient(
  ctx: RequestContext,
  officeId: string,
  input: OfficeClientInput,
): Promise<OfficeClient> {
  const { office } = await officeAccess(ctx, officeId, 'clients.write');
  const details = cleanClientInput(input);
  const client = ctx.em.create(OfficeClient, {
    office,
    ...details,
    ...clientKeys(details),
    createdBy: requireUser(ctx),
  });
  await ctx.em.flush();
  await announceClientChange(ctx, 'clientCreated', client);
  return client;
}

export async function updateClient(
  ctx: RequestContext,
  id: string,
  input: OfficeClientInput,
): Promise<OfficeClient> {
  const client = await officeClient(ctx, id, 'clients.write');
  const details = cleanClientInput(input);
  ctx.em.assign(client, { ...details, ...clientKeys(details) });
  await ctx.em.flush();
  await announceClientChange(ctx, 'clientUpdated', client);
  return client;
}

export async function deleteClient(ctx: RequestContext, id: string): Promise<boolean> {
  const client = await officeClient(ctx, id, 'clients.write');
  await ctx.em.remove(client).flush();
  return true;
}

export interface ClientPage {
  clients: OfficeClient[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/** What a search matches: every word of a name (by word start), or a citizenship number. */
function searchFilter(search: string | null | undefined): Record<string, unknown> {
  const text = search?.trim() ?? '';
  if (!text) return {};
  const words = nameSearchKey(text).split(' ').filter(Boolean);
  const number = /[0-9०-९]/.test(text) ? citizenshipKey(text) : '';
  const alternatives: Record<string, unknown>[] = [];
  // Keys hold only a–z, 0–9 and spaces, so nothing in them is a LIKE wildcard.
  if (words.length > 0) alternatives.push({ $and: words.map((w) => ({ searchKey: { $like: `% ${w}%` } })) });
  if (number) alternatives.push({ citizenshipKey: { $like: `%${number}%` } });
  // A search that keeps nothing searchable (only punctuation) matches nothing rather than everything.
  return alternatives.length > 0 ? { $or: alternatives } : { id: null };
}

/** An office's clients, newest first, a page at a time, optionally searched. */
export async function clientPage(
  ctx: RequestContext,
  options: { officeId: string; search?: string | null; first: number; after?: string | null },
): Promise<ClientPage> {
  const { office } = await officeAccess(ctx, options.officeId, 'clients.read');
  const { first } = options;
  const where: Record<string, unknown> = { office: office.id, ...searchFilter(options.search) };
  const cursor = options.after ? decodeCursor(options.after) : null;
  const paged = cursor
    ? {
        $and: [
          where,
          {
            $or: [
              { createdAt: { $lt: cursor.createdAt } },
              { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
            ],
          },
        ],
      }
    : where;
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(OfficeClient, paged, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first + 1 }),
    ctx.em.count(OfficeClient, where),
  ]);
  const clients = rows.slice(0, first);
  const last = clients.at(-1);
  return {
    clients,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor(last) : null,
    totalCount,
  };
}

export const encodeCursor = (client: OfficeClient) =>
  Buffer.from(`${client.createdAt.toISOString()}|${client.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [when, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(when ?? '');
  const year = createdAt.getUTCFullYear();
  if (rest.length > 0 || !id || !isUuid(id) || Number.isNaN(year) || year < 2000 || year > 9999) {
    throw badInput('after', 'document.badCursor');
  }
  return { createdAt, id };
}

const duplicateLoaders = new WeakMap<RequestContext, DataLoader<OfficeClient, OfficeClient[], string>>();

/**
 * Other clients of the same office who look like the same person: the same citizenship number, or
 * the same name and father's name (in either script). One query per list, not one per client.
 */
export function possibleDuplicates(ctx: RequestContext, client: OfficeClient): Promise<OfficeClient[]> {
  let loader = duplicateLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<OfficeClient, OfficeClient[], string>((clients) => findDuplicates(ctx, clients), {
      cacheKeyFn: (c) => c.id,
    });
    duplicateLoaders.set(ctx, loader);
  }
  return loader.load(client);
}

async function findDuplicates(
  ctx: RequestContext,
  clients: readonly OfficeClient[],
): Promise<OfficeClient[][]> {
  const offices = [...new Set(clients.map((c) => c.office.id))];
  const numbers = [...new Set(clients.map((c) => c.citizenshipKey).filter((k): k is string => Boolean(k)))];
  const identities = [...new Set(clients.map((c) => c.identityKey))];
  const candidates = await ctx.em.find(
    OfficeClient,
    {
      office: { $in: offices },
      $or: [
        { identityKey: { $in: identities } },
        ...(numbers.length ? [{ citizenshipKey: { $in: numbers } }] : []),
      ],
    },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return clients.map((client) =>
    candidates.filter(
      (other) =>
        other.id !== client.id &&
        other.office.id === client.office.id &&
        (other.identityKey === client.identityKey ||
          (client.citizenshipKey != null && other.citizenshipKey === client.citizenshipKey)),
    ),
  );
}
