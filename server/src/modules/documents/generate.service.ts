import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { User } from '../accounts/user.entity.js';
import { consumeEntitlement, decideEntitlement } from '../entitlements/entitlement.service.js';
import { EntitlementKind } from './generated-document.entity.js';
import { GeneratedDocument } from './generated-document.entity.js';
import { findWork, fieldsFor, validateWorkValues } from '../works/index.js';
import { applicantSnapshot, locationOf } from './document-inputs.js';
import { RENDER_QUEUE, RENDER_SAFETY_NET_SECONDS } from './render-queue.js';

export const LOCATION_MISSING_MESSAGE =
  'Please fill the province,district,municipality and wardno to generate document';

/**
 * Asks for one document: checks the values against the work's fields for the user's place,
 * decides what pays for it, and writes the document row and its render job in one transaction
 * (with the user's row locked, so concurrent requests cannot both take the last free document).
 * The render starts at once on this instance; the job, delayed, is there for crashes.
 */
export async function requestDocument(
  ctx: RequestContext,
  input: { workKey: string; values: Record<string, unknown> },
): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const work = findWork(input.workKey);
  if (!work) throw notFound(`No work called "${input.workKey}".`);
  const location = locationOf(user);
  if (!location) throw new AppError('BAD_USER_INPUT', LOCATION_MISSING_MESSAGE, { field: 'location' });

  const fields = fieldsFor(work, {
    provinceSlug: location.province.slug,
    districtSlug: location.district.slug,
  });
  const checked = validateWorkValues(work, fields, input.values ?? {});
  if (!checked.ok) {
    const [first] = checked.errors;
    throw new AppError('BAD_USER_INPUT', first?.message ?? 'Invalid values', {
      field: first?.field,
      errors: checked.errors,
    });
  }

  const { em, services } = ctx;
  const { document, jobId } = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(User, user.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    const entitlement = await decideEntitlement(tx, locked, work);
    consumeEntitlement(entitlement);
    locked.documentCount += 1;
    const row = tx.create(GeneratedDocument, {
      user: locked,
      workKey: work.key,
      serviceAreaId: work.serviceAreaId,
      entitlement: entitlement.kind,
      permission: entitlement.kind === EntitlementKind.PERMISSION ? entitlement.permission : null,
      values: checked.values as Record<string, unknown>,
      snapshot: applicantSnapshot(locked, location),
    });
    await tx.flush();
    const jobId = await services.jobs.sendInTransaction(
      tx,
      RENDER_QUEUE,
      { documentId: row.id },
      { startAfter: RENDER_SAFETY_NET_SECONDS },
    );
    return { document: row, jobId };
  });
  services.documentRenderer.startNow(document.id, jobId);
  return document;
}
