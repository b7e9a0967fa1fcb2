import { createHash } from 'node:crypto';
import type { EntityManager } from '../db/orm.js';
import {
  District,
  LocalLevel,
  Province,
  ReferenceDataVersion,
} from '../modules/locations/location.entities.js';
import { listDistricts, listLocalLevels, listProvinces } from '../modules/locations/locations.catalog.js';

const DATA_SET = 'nepal-admin';

/** The rows the catalogue (data/nepal-admin.json) describes, and a hash of them. */
function locationRows() {
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
 * Puts Nepal's divisions into the database, at every start, in one transaction. Idempotent and cheap
 * when nothing changed: the stored hash of the data matches and nothing is written. Otherwise every
 * row is upserted (ids are the data's own, so users' stored ids keep their meaning). Rows the data no
 * longer has are kept: accounts may still point at them.
 *
 * An advisory lock makes instances that start together take turns; the second finds the new hash.
 */
export async function seedLocations(em: EntityManager): Promise<'unchanged' | 'seeded'> {
  const rows = locationRows();
  return em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('lekhapadi:seed:${DATA_SET}'))`);
    const current = await tx.findOne(ReferenceDataVersion, { name: DATA_SET });
    if (current?.hash === rows.hash) return 'unchanged';
    await tx.upsertMany(Province, rows.provinces);
    await tx.upsertMany(District, rows.districts);
    await tx.upsertMany(LocalLevel, rows.localLevels);
    await tx.upsert(ReferenceDataVersion, { name: DATA_SET, hash: rows.hash, seededAt: new Date() });
    return 'seeded';
  });
}
