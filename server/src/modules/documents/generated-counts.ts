import { type Orm, entityManager } from '../../db/orm.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { DocumentStatus } from './generated-document.entity.js';

export interface GeneratedCounts {
  /** READY documents per work key, by everyone; a work with none is absent. */
  byWork(): Promise<ReadonlyMap<string, number>>;
}

/** How old a count the public catalogue may show. */
const GENERATED_COUNTS_TTL_MS = 30_000;

/**
 * The "documents generated" numbers of the public catalogue. The landing page is public and busy,
 * and every visit would otherwise aggregate the whole generated_document table; so one grouped
 * statement counts every work at once (no statement per work), and its answer is kept in this
 * process for a short while. A count on a marketing page that is seconds behind misleads no one.
 * Callers arriving while a count is running share it; a failed count is not kept.
 */
export function createGeneratedCounts(
  orm: Orm,
  options: { ttlMs?: number; now?: () => number } = {},
): GeneratedCounts {
  const ttlMs = options.ttlMs ?? GENERATED_COUNTS_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; counts: Promise<ReadonlyMap<string, number>> } | undefined;

  return {
    byWork() {
      if (cached && now() - cached.at < ttlMs) return cached.counts;
      const entry = { at: now(), counts: countByWork(orm) };
      cached = entry;
      entry.counts.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entry.counts;
    },
  };
}

async function countByWork(orm: Orm): Promise<ReadonlyMap<string, number>> {
  const rows = await entityManager(orm).execute<{ work_key: string; count: number }[]>(
    // Specimens (test tokens') are no papers anyone was given.
    'select work_key, count(*)::int as count from generated_document where status = ? and entitlement <> ? group by work_key',
    [DocumentStatus.READY, EntitlementKind.SPECIMEN],
  );
  return new Map(rows.map((row) => [row.work_key, Number(row.count)]));
}
