import { type EntityMetadata, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

// Every request with a session cookie reads its session and user. Through em.findOne with
// populate, MikroORM built that one statement anew each time: its query builder was a quarter of
// a signed-in read's CPU in the profile of `me` (docs/performance.md). The statement is the same
// for every request, so it is written once per ORM from the entities' own metadata (every column,
// whatever is added later) and the rows are handed to em.map, which hydrates and registers the
// entities exactly as findOne does: the same identity map, the same later flushes.

const SESSION_ALIAS = 's';
const USER_ALIAS = 'u';

/** The persisted columns of an entity: its scalars and the foreign keys it owns. */
function columnsOf(meta: EntityMetadata): string[] {
  return meta.props
    .filter(
      (prop) =>
        prop.persist !== false &&
        !prop.formula &&
        (prop.kind === ReferenceKind.SCALAR ||
          prop.kind === ReferenceKind.MANY_TO_ONE ||
          (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
    )
    .flatMap((prop) => prop.fieldNames);
}

interface LiveSessionStatement {
  sql: string;
  sessionColumns: string[];
  userColumns: string[];
}

const statements = new WeakMap<object, LiveSessionStatement>();

function statementFor(em: EntityManager): LiveSessionStatement {
  const metadata = em.getMetadata();
  const known = statements.get(metadata);
  if (known) return known;
  const platform = em.getPlatform();
  const quote = (name: string) => platform.quoteIdentifier(name);
  const session = metadata.get(Session);
  const user = metadata.get(User);
  const sessionColumns = columnsOf(session);
  const userColumns = columnsOf(user);
  const select = (alias: string, columns: string[]) =>
    columns.map((column) => `${alias}.${quote(column)} as ${quote(`${alias}:${column}`)}`);
  const [userKey] = session.properties.user.fieldNames as [string];
  const [sessionKey] = session.properties.tokenHash.fieldNames as [string];
  const sql =
    `select ${[...select(SESSION_ALIAS, sessionColumns), ...select(USER_ALIAS, userColumns)].join(', ')} ` +
    `from ${quote(session.tableName)} as ${SESSION_ALIAS} ` +
    `join ${quote(user.tableName)} as ${USER_ALIAS} on ${USER_ALIAS}.${quote(user.primaryKeys[0] as string)} = ${SESSION_ALIAS}.${quote(userKey)} ` +
    `where ${SESSION_ALIAS}.${quote(sessionKey)} = ? ` +
    `and ${SESSION_ALIAS}.${quote(session.properties.revokedAt.fieldNames[0] as string)} is null ` +
    `and ${SESSION_ALIAS}.${quote(session.properties.expiresAt.fieldNames[0] as string)} > ? ` +
    'limit 1';
  const statement = { sql, sessionColumns, userColumns };
  statements.set(metadata, statement);
  return statement;
}

const part = (row: Record<string, unknown>, alias: string, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[`${alias}:${column}`]]));

/** The live session with this token hash, with its user, as managed entities; or null. */
export async function readLiveSession(
  em: EntityManager,
  tokenHash: string,
  now: Date,
): Promise<Session | null> {
  const { sql, sessionColumns, userColumns } = statementFor(em);
  const [row] = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(sql, [tokenHash, now], 'all', em.getTransactionContext());
  if (!row) return null;
  em.map(User, part(row, USER_ALIAS, userColumns));
  return em.map(Session, part(row, SESSION_ALIAS, sessionColumns));
}
