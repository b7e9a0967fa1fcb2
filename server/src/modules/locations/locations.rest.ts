import type { Request, Response, Router } from 'express';
import type { Services } from '../../context.js';
import { notFound } from '../../errors.js';
import { rest } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './locations.rest.contract.js';
import type { LocationIndex } from './location-directory.js';
import { type LocalLevelType, localLevelTypeLabel } from './locations.catalog.js';

/** The divisions only change with a release: browsers and proxies may keep them for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const wholeNumber = (value: unknown) => (/^\d{1,9}$/.test(String(value)) ? Number(value) : Number.NaN);

/**
 * Marks an answer cacheable, with the data's fingerprint as ETag. True when the client's copy is
 * current: the answer is then a bodiless 304.
 */
function cacheable(index: LocationIndex, req: Request, res: Response): boolean {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', `"nepal-admin-${index.version}"`);
  if (!req.fresh) return false;
  res.status(304).end();
  return true;
}

/**
 * The old client's location cascade, in the spec's shapes: `name` is the Nepali name (the profile
 * stores Nepali-script names); nameEn, slug, type and typeLabel are extras. Unknown ids are 404.
 */
export function locationRoutes(router: Router, services: Services) {
  const load = () => services.locations.load();

  mount(
    router,
    paths.provincesPath,
    rest(services, async (_ctx, req, res) => {
      const index = await load();
      if (cacheable(index, req, res)) return;
      return {
        provinces: index.provinces.map((p) => ({ id: p.id, name: p.nameNe, nameEn: p.nameEn, slug: p.slug })),
      };
    }),
  );

  mount(
    router,
    paths.districtsPath,
    rest(services, async (_ctx, req, res) => {
      const index = await load();
      const provinceId = wholeNumber(req.params.provinceId);
      if (!index.provinceById.has(provinceId)) throw notFound('location.noProvince');
      if (cacheable(index, req, res)) return;
      return (index.districtsOfProvince.get(provinceId) ?? []).map((d) => ({
        id: d.id,
        name: d.nameNe,
        nameEn: d.nameEn,
        slug: d.slug,
      }));
    }),
  );

  mount(
    router,
    paths.municipalitiesPath,
    rest(services, async (_ctx, req, res) => {
      const index = await load();
      const districtId = wholeNumber(req.params.districtId);
      if (!index.districtById.has(districtId)) throw notFound('location.noDistrict');
      if (cacheable(index, req, res)) return;
      return (index.localLevelsOfDistrict.get(districtId) ?? []).map((l) => ({
        id: l.id,
        name: l.nameNe,
        nameEn: l.nameEn,
        type: l.type,
        typeLabel: localLevelTypeLabel(l.type as LocalLevelType).labelNe,
        wardCount: l.wardCount,
      }));
    }),
  );

  mount(
    router,
    paths.wardsPath,
    rest(services, async (_ctx, req, res) => {
      const index = await load();
      const level = index.localLevelById.get(wholeNumber(req.params.municipalityId));
      if (!level) throw notFound('location.noMunicipality');
      if (cacheable(index, req, res)) return;
      return Array.from({ length: level.wardCount }, (_, i) => i + 1);
    }),
  );
}
