import type { Router } from 'express';
import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { notFound } from '../../errors.js';
import { rest } from '../../http/rest.js';
import { District, LocalLevel, Province } from './location.entities.js';
import { type LocalLevelType, localLevelTypeLabel } from './locations.catalog.js';

/** The divisions never change while the server runs: browsers may keep them for a day. */
const CACHE = 'public, max-age=86400';

/**
 * The old client's location cascade. Answers are read from the database once per process and
 * then served from memory.
 */
export function locationRoutes(router: Router, services: Services) {
  let cached:
    | Promise<{ provinces: Province[]; districts: District[]; localLevels: LocalLevel[] }>
    | undefined;
  const all = () => {
    cached ??= (async () => {
      const em = entityManager(services.orm);
      const [provinces, districts, localLevels] = await Promise.all([
        em.find(Province, {}, { orderBy: { id: 'asc' } }),
        em.find(District, {}, { orderBy: { id: 'asc' } }),
        em.find(LocalLevel, {}, { orderBy: { id: 'asc' } }),
      ]);
      return { provinces, districts, localLevels };
    })().catch((error) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
  const id = (value: unknown) => (/^\d+$/.test(String(value)) ? Number(value) : Number.NaN);

  router.get(
    '/province',
    rest(services, async (_ctx, _req, res) => {
      const { provinces } = await all();
      res.setHeader('Cache-Control', CACHE);
      return {
        provinces: provinces.map((p) => ({ id: p.id, name: p.nameNe, nameEn: p.nameEn, slug: p.slug })),
      };
    }),
  );

  router.get(
    '/province/:provinceId/districts',
    rest(services, async (_ctx, req, res) => {
      const { provinces, districts } = await all();
      const provinceId = id(req.params.provinceId);
      if (!provinces.some((p) => p.id === provinceId)) throw notFound('No such province.');
      res.setHeader('Cache-Control', CACHE);
      return districts
        .filter((d) => d.provinceId === provinceId)
        .map((d) => ({ id: d.id, name: d.nameNe, nameEn: d.nameEn, slug: d.slug }));
    }),
  );

  router.get(
    '/district/:districtId/municipalities',
    rest(services, async (_ctx, req, res) => {
      const { districts, localLevels } = await all();
      const districtId = id(req.params.districtId);
      if (!districts.some((d) => d.id === districtId)) throw notFound('No such district.');
      res.setHeader('Cache-Control', CACHE);
      return localLevels
        .filter((l) => l.districtId === districtId)
        .map((l) => ({
          id: l.id,
          name: l.nameNe,
          nameEn: l.nameEn,
          type: l.type,
          typeLabel: localLevelTypeLabel(l.type as LocalLevelType).labelNe,
        }));
    }),
  );

  router.get(
    '/municipality/:municipalityId/wards',
    rest(services, async (_ctx, req, res) => {
      const { localLevels } = await all();
      const level = localLevels.find((l) => l.id === id(req.params.municipalityId));
      if (!level) throw notFound('No such municipality.');
      res.setHeader('Cache-Control', CACHE);
      return Array.from({ length: level.wardCount }, (_, i) => i + 1);
    }),
  );
}
