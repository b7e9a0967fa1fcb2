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
import { documentTopic } from './document-events.js';
import { checkIdempotencyKey, documentOfKey, rememberKey, requestHash } from './idempotency.js';

export const LOCATION_MISSING_MESSAGE = 'document.locationMissing' as const;

/**
 * Asks for one document: checks the values against the work's fields for the user's place,
 * decides what pays for it, and writes the document row (QUEUED) in one transaction, with the
 * user's row locked so concurrent requests cannot both take the last free document. The row is
 * the durable queue: this instance renders it as soon as a render thread is free, and if this
 * process dies first, the safety net of any instance does.
 *
 * With an idempotency key, a repeat of the same request by the same user returns the document
 * the first one made and spends nothing; the same key with other values is a CONFLICT.
 */
export async function requestDocument(
  ctx: RequestContext,
  input: { workKey: string; values: Record<string, unknown>; idempotencyKey?: string | null },
): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
  const work = findWork(input.workKey);
  if (!work) throw notFound({ code: 'work.notFound', params: { work: input.workKey } });
  const location = locationOf(user);
  if (!location) throw new AppError('BAD_USER_INPUT', LOCATION_MISSING_MESSAGE, { field: 'location' });

  const fields = fieldsFor(work, {
    provinceSlug: location.province.slug,
    districtSlug: location.district.slug,
  });
  const checked = validateWorkValues(work, fields, input.values ?? {});
  if (!checked.ok) {
    const [first] = checked.errors;
    const said = first
      ? { code: first.messageCode, params: first.params }
      : ('document.invalidValues' as const);
    throw new AppError('BAD_USER_INPUT', said, {
      field: first?.field,
      errors: checked.errors,
    });
  }

  const { em, services } = ctx;
  const hash = idempotencyKey ? requestHash(work.key, checked.values) : '';
  const { document, repeated } = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(User, user.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    const earlier = idempotencyKey ? await documentOfKey(tx, locked, idempotencyKey, hash) : null;
    if (earlier) return { document: earlier, repeated: true };
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
    if (idempotencyKey) rememberKey(tx, locked, idempotencyKey, hash, row);
    await tx.flush();
    return { document: row, repeated: false };
  });
  if (repeated) return document;
  const queued = services.events
    .publish(documentTopic(user.id), { documentId: document.id, userId: user.id, status: document.status })
    .catch((error: unknown) => services.logger.warn({ err: error }, 'document event not published'));
  services.renderScheduler.startNow(document.id);
  await queued;
  return document;
}
