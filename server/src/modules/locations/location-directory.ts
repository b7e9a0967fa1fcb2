import { createHash } from 'node:crypto';
import type { Orm } from '../../db/orm.js';
import { entityManager } from '../../db/orm.js';
import { District, LocalLevel, Province } from './location.entities.js';

/** Every seeded division, indexed for the lookups the API makes. */
export interface LocationIndex {
  provinces: readonly Province[];
  districts: readonly District[];
  localLevels: readonly LocalLevel[];
  provinceById: ReadonlyMap<number, Province>;
  districtById: ReadonlyMap<number, District>;
  localLevelById: ReadonlyMap<number, LocalLevel>;
  districtsOfProvince: ReadonlyMap<number, readonly District[]>;
  localLevelsOfDistrict: ReadonlyMap<number, readonly LocalLevel[]>;
  /** A fingerprint of all rows: the REST paths' ETag. */
  version: string;
}

export interface LocationDirectory {
  /** The rows, read from the database on the first call (3 statements) and kept for the process. */
  load(): Promise<LocationIndex>;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row)) ?? [];
    list.push(row);
    groups.set(keyOf(row), list);
  }
  return groups;
}

function indexRows(provinces: Province[], districts: District[], localLevels: LocalLevel[]): LocationIndex {
  const version = createHash('sha256')
    .update(JSON.stringify([provinces, districts, localLevels]))
    .digest('base64url')
    .slice(0, 22);
  return {
    provinces,
    districts,
    localLevels,
    provinceById: new Map(provinces.map((p) => [p.id, p])),
    districtById: new Map(districts.map((d) => [d.id, d])),
    localLevelById: new Map(localLevels.map((l) => [l.id, l])),
    districtsOfProvince: groupBy(districts, (d) => d.provinceId),
    localLevelsOfDistrict: groupBy(localLevels, (l) => l.districtId),
    version,
  };
}

/**
 * A process-level cache of the seeded divisions. The rows change only when a new release seeds
 * new data (and that release restarts every process), so after the first read every request is
 * served from memory. A failed read is not remembered: the next call tries again.
 */
export function createLocationDirectory(orm: Orm): LocationDirectory {
  let loading: Promise<LocationIndex> | undefined;
  return {
    load() {
      loading ??= (async () => {
        const em = entityManager(orm);
        const byId = { orderBy: { id: 'asc' as const } };
        const provinces = await em.find(Province, {}, byId);
        const districts = await em.find(District, {}, byId);
        const localLevels = await em.find(LocalLevel, {}, byId);
        return indexRows(provinces, districts, localLevels);
      })();
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
