// The works catalogue: every paper the product writes, as data in the code (it changes with a
// release, not at run time). Lookups are pure; GraphQL, REST and the seeders read from here.
import {
  findDistrict,
  findLocalLevel,
  findProvince,
  type LocalLevel,
  resolveProvinceAndDistrictSlugs,
} from '../locations/locations.catalog.js';
import { templateFor } from '../../pdf/templates/registry.js';
import { DEED_WORKS } from './definitions/deeds.js';
import { LOCAL_LEVEL_WORKS } from './definitions/local-level.js';
import { MUNICIPALITY_WORKS } from './definitions/municipality.js';
import { POLICE_WORKS } from './definitions/police.js';
import type { OptionLabels } from '../../pdf/templates/types.js';
import { stepsOf, withSteps } from './steps.js';
import type { FieldPlace, WorkDefinition, WorkField } from './work.types.js';

const WORKS: readonly WorkDefinition[] = [
  ...LOCAL_LEVEL_WORKS,
  ...MUNICIPALITY_WORKS,
  ...DEED_WORKS,
  ...POLICE_WORKS,
].map((spec) => {
  const template = templateFor(spec.key);
  if (!template) throw new Error(`The work ${spec.key} has no template`);
  const steps = stepsOf(spec);
  return Object.freeze({ ...spec, steps, fields: withSteps(steps, spec.fields), template });
});

const byKey = new Map<string, WorkDefinition>();
for (const work of WORKS) {
  if (byKey.has(work.key)) throw new Error(`Two works have the key ${work.key}`);
  byKey.set(work.key, work);
}

/** All works, or those of one service area (1: generation screen, 2: police report screen). */
export function listWorks(serviceAreaId?: number): readonly WorkDefinition[] {
  return serviceAreaId === undefined ? WORKS : WORKS.filter((w) => w.serviceAreaId === serviceAreaId);
}

export const findWork = (key: string): WorkDefinition | undefined => byKey.get(key);

/**
 * The Nepali label of every select value of the fields, as a template reads them (OptionLabels:
 * a table's columns under 'table.column').
 */
export function optionLabelsOf(fields: readonly WorkField[]): OptionLabels {
  const labels: Record<string, Record<string, string>> = {};
  const add = (key: string, f: WorkField) => {
    if (f.options) labels[key] = Object.fromEntries(f.options.map((o) => [o.value, o.labelNe]));
  };
  for (const f of fields) {
    add(f.key, f);
    for (const col of f.columns ?? []) add(`${f.key}.${col.key}`, col);
  }
  return labels;
}

/**
 * The work's fields for a place given by the route's province and district slugs (or any name the
 * location catalogue accepts). A pair not in the mapping is refused with the spec's error.
 */
export function fieldsFor(
  work: WorkDefinition,
  place: { provinceSlug: string; districtSlug: string; localLevel?: string | number | null },
): readonly WorkField[] {
  const slugs = resolveProvinceAndDistrictSlugs(place.provinceSlug, place.districtSlug);
  const province = findProvince(slugs.provinceSlug)!;
  const district = findDistrict(slugs.districtSlug, province)!;
  // A local level of another district is no bound on this form's wards: it is left out.
  const localLevel = findLocalLevel(place.localLevel, district);
  const resolved: FieldPlace = {
    province,
    district,
    ...(localLevel?.districtId === district.id ? { localLevel } : {}),
  };
  let fields = work.fields;
  for (const variant of work.placeVariants ?? []) {
    if (variant.appliesTo(resolved)) fields = variant.apply(fields, resolved);
  }
  return withSteps(work.steps, wardLimits(fields, resolved.localLevel));
}

/** A ward of the paper's own local level goes up to that local level's count (Kathmandu: 32). */
function wardLimits(fields: readonly WorkField[], localLevel: LocalLevel | undefined): readonly WorkField[] {
  if (!localLevel) return fields;
  return fields.map((f) => {
    if (f.columns) return Object.freeze({ ...f, columns: wardLimits(f.columns, localLevel) });
    return f.wardOfThePlace ? Object.freeze({ ...f, max: localLevel.wards }) : f;
  });
}

/** The work detail's lists of field names (spec §3: requiredFields, optionalFields). */
export function fieldNames(fields: readonly WorkField[]): {
  requiredFields: string[];
  optionalFields: string[];
} {
  return {
    requiredFields: fields.filter((f) => f.required).map((f) => f.key),
    optionalFields: fields.filter((f) => !f.required).map((f) => f.key),
  };
}
