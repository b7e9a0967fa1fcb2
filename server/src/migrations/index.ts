import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122222748 } from './Migration20261122222748.js';
import { Migration20261122232105 } from './Migration20261122232105.js';
import { Migration20261122233623 } from './Migration20261122233623.js';
import { Migration20261122234201 } from './Migration20261122234201.js';
import { Migration20261123123050 } from './Migration20261123123050.js';

// Applied in this order at start, on PostgreSQL and PGlite alike. New migrations are created with
// `npm run migration:create` and added here.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122222748', class: Migration20261122222748 },
  { name: 'Migration20261122232105', class: Migration20261122232105 },
  { name: 'Migration20261122233623', class: Migration20261122233623 },
  { name: 'Migration20261122234201', class: Migration20261122234201 },
  { name: 'Migration20261123123050', class: Migration20261123123050 },
];
