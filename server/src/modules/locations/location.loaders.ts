import DataLoader from 'dataloader';
import type { EntityManager } from '../../db/orm.js';
import { District, LocalLevel, Province } from './location.entities.js';

/**
 * Per-request loaders for the division graph: each level of a nested query is one SQL statement
 * however many parents it has (provinces → districts → local levels is three in all).
 */
export function createLocationLoaders(em: EntityManager) {
  const groupBy = <T>(rows: T[], keyOf: (row: T) => number, keys: readonly number[]) => {
    const groups = new Map<number, T[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(keyOf(row))?.push(row);
    return keys.map((key) => groups.get(key) ?? []);
  };
  const byId = <T extends { id: number }>(rows: T[], keys: readonly number[]) => {
    const map = new Map(rows.map((row) => [row.id, row]));
    return keys.map((key) => map.get(key) ?? null);
  };
  return {
    province: new DataLoader<number, Province | null>(async (ids) =>
      byId(await em.find(Province, { id: { $in: [...ids] } }), ids),
    ),
    district: new DataLoader<number, District | null>(async (ids) =>
      byId(await em.find(District, { id: { $in: [...ids] } }), ids),
    ),
    localLevel: new DataLoader<number, LocalLevel | null>(async (ids) =>
      byId(await em.find(LocalLevel, { id: { $in: [...ids] } }), ids),
    ),
    districtsOfProvince: new DataLoader<number, District[]>(async (ids) =>
      groupBy(
        await em.find(District, { provinceId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }),
        (d) => d.provinceId,
        ids,
      ),
    ),
    localLevelsOfDistrict: new DataLoader<number, LocalLevel[]>(async (ids) =>
      groupBy(
        await em.find(LocalLevel, { districtId: { $in: [...ids] } }, { orderBy: { id: 'asc' } }),
        (l) => l.districtId,
        ids,
      ),
    ),
  };
}

export type LocationLoaders = ReturnType<typeof createLocationLoaders>;
