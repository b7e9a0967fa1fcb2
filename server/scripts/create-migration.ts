// Writes a migration for the difference between the entities and the schema the existing
// migrations build, using a throwaway in-memory PGlite database.
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from '../src/db/orm.js';

const orm = await MikroORM.init(await ormOptions({ kind: 'pglite' }));
await orm.migrator.up();
const result = await orm.migrator.create('server/src/migrations', false, false);
if (result.fileName) {
  console.log(`created ${result.fileName}: add it to server/src/migrations/index.ts`);
  console.log(result.diff.up.join('\n'));
} else {
  console.log('no changes');
}
await orm.close(true);
