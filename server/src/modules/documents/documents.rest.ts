import type { Router } from 'express';
import type { RequestContext, Services } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { requireOwnUserId, requireUser } from '../accounts/current-user.js';
import { unusedPermission } from '../entitlements/entitlement.service.js';
import { resolveProvinceAndDistrictSlugs } from '../locations/locations.catalog.js';
import { locationOf } from './document-inputs.js';
import { documentHistory, downloadUrl, ownDocument } from './documents.queries.js';
import { DocumentStatus, type GeneratedDocument } from './generated-document.entity.js';
import { requestDocument } from './generate.service.js';

/** How long POST /genpdf waits for its document before answering (the old client expects the PDF). */
const SYNC_WAIT_MS = 60_000;

async function restDocument(ctx: RequestContext, document: GeneratedDocument) {
  return {
    id: document.id,
    work: document.workKey,
    fileName: 'document.pdf',
    status: document.status,
    createdAt: document.createdAt.toISOString(),
    presignedUrl: await downloadUrl(ctx, document),
  };
}

/** Waits until the document is READY or FAILED: the renderer's event, or a re-read as a backstop. */
async function settled(ctx: RequestContext, documentId: string): Promise<GeneratedDocument> {
  const deadline = Date.now() + SYNC_WAIT_MS;
  while (Date.now() < deadline) {
    ctx.em.clear();
    const document = await ownDocument(ctx, documentId);
    if (document.status === DocumentStatus.READY || document.status === DocumentStatus.FAILED)
      return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new AppError(
    'SERVICE_UNAVAILABLE',
    'The document is taking longer than expected; find it in your history.',
  );
}

export function documentRoutes(router: Router, services: Services) {
  router.post(
    '/genpdf/:provinceSlug/:districtSlug/:work',
    rest(services, async (ctx, req) => {
      const user = requireUser(ctx);
      const body = jsonBody(req);
      const payload = (typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
        string,
        unknown
      >;
      const path = resolveProvinceAndDistrictSlugs(
        String(req.params.provinceSlug),
        String(req.params.districtSlug),
      );
      const location = locationOf(user);
      if (
        location &&
        (location.province.slug !== path.provinceSlug || location.district.slug !== path.districtSlug)
      ) {
        throw badInput('district', 'The province and district in the address do not match your profile.');
      }
      const { user: _user, work: _work, values, ...rest } = payload;
      const formValues = (typeof values === 'object' && values !== null ? values : rest) as Record<
        string,
        unknown
      >;
      const requested = await requestDocument(ctx, { workKey: String(req.params.work), values: formValues });
      const document = await settled(ctx, requested.id);
      if (document.status === DocumentStatus.FAILED) {
        throw new AppError(
          'INTERNAL_SERVER_ERROR',
          'The document could not be generated. Nothing was charged.',
        );
      }
      return {
        status: true,
        success: true,
        message: 'Document generated',
        document: await restDocument(ctx, document),
      };
    }),
  );

  router.get(
    '/getDetails/getDocumentPermission/:work',
    rest(services, async (ctx, req) => {
      const user = requireUser(ctx);
      return { accessGranted: Boolean(await unusedPermission(ctx.em, user, String(req.params.work))) };
    }),
  );

  router.get(
    '/documents/:userId',
    rest(services, async (ctx, req) => {
      requireOwnUserId(ctx, String(req.params.userId));
      const page = await documentHistory(ctx, { first: 100 });
      return {
        success: true,
        documents: await Promise.all(page.documents.map((document) => restDocument(ctx, document))),
      };
    }),
  );

  router.post(
    '/getpresignedurlforfile',
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const id = stringField(body, 'id');
      if (!id) throw badInput('id', 'id is required');
      const document = await ownDocument(ctx, id);
      const url = await downloadUrl(ctx, document);
      if (!url) throw new AppError('NOT_FOUND', 'Could not retrieve presigned URL.');
      return { url };
    }),
  );
}
