import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Every test server used to migrate and seed a database from nothing: 4–8 s on PGlite and about
// 0.6 s on PostgreSQL for each of some eighty servers a run starts. Instead, one database is
// migrated and seeded per version of the migrations and reference data (jest's global setup builds
// it, test/support/build-database-templates.ts), and each test copies it:
// - PostgreSQL: `create database … template lekhapadi_template_<key>`;
// - PGlite (in-process test servers, the built app in e2e, child servers): a copy of a migrated
//   folder.
// The key is a hash of everything that decides the database's content, so a changed migration or
// catalogue builds a new template and never reuses a stale one. Without a template (a test run
// outside jest's setup), a server migrates from nothing as before: slower, never different.

const ROOT = path.resolve(import.meta.dirname, '../..');
const INPUTS = ['server/src/migrations', 'server/src/seeders', 'server/src/modules/locations'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    })
    .filter((file) => !/\.test\.ts$/.test(file))
    .sort();
}

/** A short hash of the migrations and the reference data the seeders write. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(ROOT, input)))) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const templatesFolder = () => path.join(tmpdir(), 'lekhapadi-test-templates');
export const pgliteFolderTemplate = (key = templateKey()) => path.join(templatesFolder(), `pglite-${key}`);
export const postgresTemplateName = (key = templateKey()) => `lekhapadi_template_${key}`;

/** Writes `produce`'s result at `target` atomically: a reader sees the whole thing or nothing. */
export async function publish(target: string, produce: (scratch: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const scratch = `${target}.building-${randomBytes(4).toString('hex')}`;
  try {
    await produce(scratch);
    if (existsSync(target)) return; // another run published it meanwhile
    await rename(scratch, target);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

// A test's own PGlite folder lives in memory-backed storage where there is some: nothing a test
// writes needs to outlive the run. The folder's name carries the test process's id, so one left
// behind by a killed process can be told from one in use (removeAbandonedPgliteFolders).
const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
const SCRATCH_PREFIX = 'lekhapadi-pglite-';

/** A new empty folder for one test database. */
export const pgliteScratchFolder = () =>
  mkdtemp(path.join(scratchRoot(), `${SCRATCH_PREFIX}${process.pid}-`));

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the test databases whose process has ended without removing them (killed, crashed). */
export async function removeAbandonedPgliteFolders(): Promise<void> {
  const root = scratchRoot();
  for (const name of readdirSync(root)) {
    const pid = Number(new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !processAlive(pid)) await rm(path.join(root, name), { recursive: true, force: true });
  }
}

/** Puts a migrated PGlite database at `target` (a server's DATA_DIR/pglite) when one was built. */
export async function copyPgliteTemplate(target: string): Promise<void> {
  const template = pgliteFolderTemplate();
  if (existsSync(template)) await cp(template, target, { recursive: true });
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresTemplateExists(
  adminUrl: string,
  name = postgresTemplateName(),
): Promise<boolean> {
  const found = await withAdmin(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  return (found.rowCount ?? 0) > 0;
}

/** Writes a small file naming what the templates were built from, for whoever looks in the folder. */
export async function noteTemplates(key: string): Promise<void> {
  await mkdir(templatesFolder(), { recursive: true });
  await writeFile(
    path.join(templatesFolder(), 'README.txt'),
    `Migrated and seeded databases for Lekhapadi's tests, one per key (a hash of ${INPUTS.join(', ')}).\nLatest key: ${key}\nSafe to delete: the next test run builds what it needs.\n`,
  );
}
