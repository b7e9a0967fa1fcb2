import { createHash } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { listDistricts, listLocalLevels, listProvinces } from './locations.catalog.js';
import { District, LocalLevel, Province, ReferenceDataVersion } from './location.entities.js';

const DATA_SET = 'nepal-admin';

/** A fingerprint of the rows the catalogue would seed; a change of data means a new hash. */
function catalogueRows() {
  const provinces = listProvinces().map(({ id, slug, nameNe, nameEn, fullNameNe, fullNameEn }) => ({
    id,
    slug,
    nameNe,
    nameEn,
    fullNameNe,
    fullNameEn,
  }));
  const districts = listProvinces().flatMap((p) =>
    listDistricts(p.id).map(({ id, provinceId, slug, nameNe, nameEn }) => ({
      id,
      provinceId,
      slug,
      nameNe,
      nameEn,
    })),
  );
  const localLevels = districts.flatMap((d) =>
    listLocalLevels(d.id).map((l) => ({
      id: l.id,
      districtId: l.districtId,
      provinceId: l.provinceId,
      type: l.type,
      nameNe: l.nameNe,
      nameEn: l.nameEn,
      fullNameNe: l.fullNameNe,
      fullNameEn: l.fullNameEn,
      wardCount: l.wards,
    })),
  );
  const hash = createHash('sha256')
    .update(JSON.stringify({ provinces, districts, localLevels }))
    .digest('hex');
  return { provinces, districts, localLevels, hash };
}

/**
 * Puts the divisions into the database. Idempotent: when the stored hash matches the data, it
 * does nothing (one read); otherwise it upserts every row in one transaction.
 */
export async function seedLocations(em: EntityManager): Promise<'unchanged' | 'seeded'> {
  const rows = catalogueRows();
  const current = await em.findOne(ReferenceDataVersion, { name: DATA_SET });
  if (current?.hash === rows.hash) return 'unchanged';
  await em.transactional(async (tx) => {
    await tx.upsertMany(Province, rows.provinces);
    await tx.upsertMany(District, rows.districts);
    await tx.upsertMany(LocalLevel, rows.localLevels);
    await tx.upsert(ReferenceDataVersion, { name: DATA_SET, hash: rows.hash, seededAt: new Date() });
  });
  return 'seeded';
}
