import 'reflect-metadata';
import { type Options, MikroORM } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/sql';
import { migrationsList } from '../migrations/index.js';
import './flat-sql-literal.js';
import { entities } from './entities.js';

/** The entity manager type request code works with, whichever driver is underneath. */
export type EntityManager = SqlEntityManager;
export type Orm = MikroORM;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined: an empty in-memory database. */
  | { kind: 'pglite'; dataDir?: string };

/**
 * One set of entities and migrations serves both drivers: PGlite in-process for `npm start`
 * with nothing configured, PostgreSQL when DATABASE_URL is set. Only the driver in use is
 * imported: an instance on PostgreSQL never loads PGlite's code, nor one on PGlite pg's.
 */
export async function ormOptions(target: DatabaseTarget): Promise<Options> {
  const common: Partial<Options> = {
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'server/src/migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Request code must fork; touching the global context is a bug we want to hear about.
    allowGlobalContext: false,
    debug: process.env.ORM_DEBUG === 'true',
  };
  if (target.kind === 'postgres') {
    return {
      ...common,
      driver: (await import('@mikro-orm/postgresql')).PostgreSqlDriver,
      clientUrl: target.url,
      pool: { min: 0, max: 10 },
    } as unknown as Options;
  }
  return {
    ...common,
    driver: (await import('@mikro-orm/pglite')).PgliteDriver,
    dbName: target.dataDir ?? 'memory://',
  } as unknown as Options;
}

/** The ORMs openDatabase opened on PGlite. */
const onPglite = new WeakSet<Orm>();

export async function openDatabase(target: DatabaseTarget): Promise<Orm> {
  const orm = await MikroORM.init(await ormOptions(target));
  if (target.kind === 'pglite') onPglite.add(orm);
  await orm.migrator.up();
  return orm;
}

/** Whether the ORM runs on PGlite inside this process rather than on a PostgreSQL server. */
export const runsOnPglite = (orm: Orm): boolean => onPglite.has(orm);

export function entityManager(orm: Orm): EntityManager {
  return orm.em.fork() as EntityManager;
}
