import type { Router } from 'express';
import type { Services } from '../../context.js';
import { notFound } from '../../errors.js';
import { rest } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './works.rest.contract.js';
import { fieldNames, fieldsFor, findWork, listWorks } from './catalog.js';
import { listServiceAreas } from './service-areas.js';

/** The catalogue changes only with a release: let browsers and proxies keep it for an hour. */
const CACHE = 'public, max-age=3600';

export function workRoutes(router: Router, services: Services) {
  mount(
    router,
    paths.serviceAreasPath,
    rest(services, async (_ctx, _req, res) => {
      res.setHeader('Cache-Control', CACHE);
      return listServiceAreas().map(({ id, nameEn, nameNe, imageUrl, route, comingSoon }) => ({
        id,
        name: nameEn,
        nameNe,
        imageUrl,
        route,
        comingSoon,
      }));
    }),
  );

  mount(
    router,
    paths.serviceAreaWorksPath,
    rest(services, async (_ctx, req, res) => {
      res.setHeader('Cache-Control', CACHE);
      return listWorks(Number(req.params.id)).map((work) => ({
        key: work.key,
        name: work.nameNe,
        nameNe: work.nameNe,
        nameEn: work.nameEn,
        category: work.category,
        price: work.price,
        ...fieldNames(work.fields),
      }));
    }),
  );

  mount(
    router,
    paths.templateFieldsPath,
    rest(services, async (_ctx, req, res) => {
      const work = findWork(String(req.params.work));
      if (!work) throw notFound({ code: 'work.notFound', params: { work: String(req.params.work) } });
      const fields = fieldsFor(work, {
        provinceSlug: String(req.params.provinceSlug),
        districtSlug: String(req.params.districtSlug),
      });
      res.setHeader('Cache-Control', CACHE);
      return { work: work.key, price: work.price, ...fieldNames(fields), fields, steps: work.steps };
    }),
  );
}
