import DataLoader from 'dataloader';
import type { LocationDirectory } from './location-directory.js';
import type { District, LocalLevel, Province } from './location.entities.js';

/**
 * Per-request loaders for the division graph. Each level of a nested query is one batch however
 * many parents it has, so `provinces → districts → localLevels` is three batches. The batches read
 * the process-level directory (see location-directory.ts): three SQL statements on a process's
 * first read, none after.
 */
export function createLocationLoaders(directory: LocationDirectory) {
  const batch =
    <T>(pick: (index: Awaited<ReturnType<LocationDirectory['load']>>, key: number) => T) =>
    async (keys: readonly number[]) => {
      const index = await directory.load();
      return keys.map((key) => pick(index, key));
    };
  return {
    province: new DataLoader<number, Province | null>(batch((i, id) => i.provinceById.get(id) ?? null)),
    district: new DataLoader<number, District | null>(batch((i, id) => i.districtById.get(id) ?? null)),
    localLevel: new DataLoader<number, LocalLevel | null>(batch((i, id) => i.localLevelById.get(id) ?? null)),
    districtsOfProvince: new DataLoader<number, readonly District[]>(
      batch((i, id) => i.districtsOfProvince.get(id) ?? []),
    ),
    localLevelsOfDistrict: new DataLoader<number, readonly LocalLevel[]>(
      batch((i, id) => i.localLevelsOfDistrict.get(id) ?? []),
    ),
  };
}

export type LocationLoaders = ReturnType<typeof createLocationLoaders>;
