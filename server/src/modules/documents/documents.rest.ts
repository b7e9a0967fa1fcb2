import type { Router } from 'express';
import type { RequestContext, Services } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import { PAGE_SIZE } from '../../graphql/paging.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './documents.rest.contract.js';
import { requireOwnUserId, requireUser } from '../accounts/current-user.js';
import { unusedPermission } from '../entitlements/entitlement.service.js';
import { resolveProvinceAndDistrictSlugs } from '../locations/locations.catalog.js';
import { documentFileName } from './document-file-name.js';
import { locationOf } from './document-inputs.js';
import { type ListedDocument, documentHistory, downloadUrl, ownDocument } from './documents.queries.js';
import { DocumentStatus, isSpecimen } from './generated-document.entity.js';
import { requestDocument } from './generate.service.js';
import { requestAndWaitUntilSettled } from './settled-document.js';

/** How long POST /genpdf waits for its document before answering (the old client expects the PDF). */
const SYNC_WAIT_MS = 60_000;
/** While waiting, the row is re-read this often only in case its event was lost. */
const SYNC_BACKSTOP_MS = 5_000;

async function restDocument(ctx: RequestContext, document: ListedDocument) {
  return {
    id: document.id,
    work: document.workKey,
    fileName: documentFileName(document),
    status: document.status,
    createdAt: document.createdAt.toISOString(),
    specimen: isSpecimen(document.entitlement),
    presignedUrl: await downloadUrl(ctx, document),
  };
}

export function documentRoutes(router: Router, services: Services) {
  mount(
    router,
    paths.generatePath,
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
        throw badInput('district', 'document.placeMismatch');
      }
      const { user: _user, work: _work, values, ...rest } = payload;
      const explicit = typeof values === 'object' && values !== null;
      const formValues = (explicit ? values : rest) as Record<string, unknown>;
      // A client that gave up waiting may send the request again with the same Idempotency-Key:
      // it gets the same document, and pays once.
      const idempotencyKey = req.get('idempotency-key') ?? null;
      const document = await requestAndWaitUntilSettled(
        ctx,
        () =>
          requestDocument(ctx, {
            workKey: String(req.params.work),
            values: formValues,
            idempotencyKey,
            // The body itself as the form (the older client) carries its own fields too.
            ignoreUnknownKeys: !explicit,
          }),
        { timeoutMs: SYNC_WAIT_MS, backstopMs: SYNC_BACKSTOP_MS },
      );
      if (document.status === DocumentStatus.FAILED) {
        throw new AppError('INTERNAL_SERVER_ERROR', 'document.failed');
      }
      return {
        status: true,
        success: true,
        message: 'Document generated',
        document: await restDocument(ctx, document),
      };
    }),
  );

  mount(
    router,
    paths.documentPermissionPath,
    rest(services, async (ctx, req) => {
      const user = requireUser(ctx);
      return { accessGranted: Boolean(await unusedPermission(ctx.em, user, String(req.params.work))) };
    }),
  );

  mount(
    router,
    paths.historyPath,
    rest(services, async (ctx, req) => {
      requireOwnUserId(ctx, String(req.params.userId));
      const page = await documentHistory(ctx, { first: PAGE_SIZE.max });
      return {
        success: true,
        documents: await Promise.all(page.documents.map((document) => restDocument(ctx, document))),
      };
    }),
  );

  mount(
    router,
    paths.downloadLinkPath,
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const id = stringField(body, 'id');
      if (!id) throw badInput('id', 'request.idRequired');
      const document = await ownDocument(ctx, id);
      const url = await downloadUrl(ctx, document);
      if (!url) throw new AppError('NOT_FOUND', 'document.noLink');
      return { url };
    }),
  );
}
