import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { todayBs } from '../../shared/nepali/index.js';
import { secondPartyPrefix, secondPartyValues } from '../../shared/second-party.js';
import { User } from '../accounts/user.entity.js';
import type { EntitlementSubject } from '../entitlements/entitlement-subject.js';
import { OfficeClient } from '../offices/office-client.entity.js';
import { clientApplicant, clientAsParty, clientLocation } from '../offices/office-client-place.js';
import { type Office, Office as OfficeEntity } from '../offices/office.entities.js';
import { isUuid, officeAccess } from '../offices/office-policy.js';
import type { ResolvedLocation } from '../locations/locations.catalog.js';
import { prefillFromProfile } from '../works/prefill.js';
import type { WorkField } from '../works/index.js';
import { applicantSnapshot, locationOf, snapshotOf } from './document-inputs.js';

const LOCATION_MISSING_MESSAGE = 'document.locationMissing' as const;

/** Who a document is asked for, as generation receives it (see DocumentRequest). */
export interface RequesterInput {
  /** Generate under this office (the caller's role must allow documents.generate). */
  officeId?: string | null;
  /** The office client the paper is for: the applicant. Required with officeId. */
  clientId?: string | null;
  /** A two-party deed's other party, when that is a client of the office too. */
  secondClientId?: string | null;
}

/**
 * Who applies and who pays, decided once per request: the signed-in person for a document of
 * their own, or an office's client for an office document (the office pays, whichever member
 * asks). Generation asks this, never "office or person?" again.
 */
export interface Requester {
  /** The paper's place: the client's, else the person's own profile place. */
  place: ResolvedLocation;
  /** The form's values with what the applicant's record fills (the request's own values win). */
  formValues(fields: readonly WorkField[], sent: Record<string, unknown>): Record<string, unknown>;
  /** What else makes two requests with the same values different ones (for idempotency). */
  identity: Record<string, unknown>;
  /** Whose allowance pays, its row locked (pessimistic write) for the rest of the transaction. */
  lockPayer(tx: EntityManager): Promise<EntitlementSubject>;
  /** The applicant as the paper prints them, taken from the locked payer's row when it is theirs. */
  snapshot(payer: EntitlementSubject): Record<string, unknown>;
  /** The document row's office and clients. */
  parties(payer: EntitlementSubject): {
    office: Office | null;
    client: OfficeClient | null;
    secondClient: OfficeClient | null;
  };
}

const LOCK = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;

/** Who an office document is for, checked: the office, the applicant client and the second party. */
interface OfficeParties {
  office: Office;
  client: OfficeClient;
  secondClient: OfficeClient | null;
}

/** A client of this office, else NOT_FOUND, whatever office the id belongs to. */
async function clientOf(ctx: RequestContext, office: Office, id: string): Promise<OfficeClient> {
  const client = isUuid(id) ? await ctx.em.findOne(OfficeClient, { id, office: office.id }) : null;
  if (!client) throw notFound('client.notFound');
  return client;
}

async function officeParties(ctx: RequestContext, input: RequesterInput): Promise<OfficeParties | null> {
  if (!input.officeId) {
    // An office's token makes the office's documents only, never one of its creator's own.
    if (ctx.apiToken?.officeId) throw badInput('officeId', 'document.officeTokenNeedsOffice');
    if (input.clientId || input.secondClientId) throw badInput('officeId', 'document.clientNeedsOffice');
    return null;
  }
  const { office } = await officeAccess(ctx, input.officeId, 'documents.generate');
  if (!input.clientId) throw badInput('clientId', 'document.officeNeedsClient');
  const client = await clientOf(ctx, office, input.clientId);
  const secondClient = input.secondClientId ? await clientOf(ctx, office, input.secondClientId) : null;
  return { office, client, secondClient };
}

/** Form values with what the clients fill: what the request sent wins, the clients fill what it left empty. */
function withClientValues(
  fields: readonly WorkField[],
  sent: Record<string, unknown>,
  parties: OfficeParties,
): Record<string, unknown> {
  const keys = fields.map((f) => f.key);
  const filled: Record<string, unknown> = prefillFromProfile(fields, clientApplicant(parties.client));
  if (parties.secondClient) {
    const prefix = secondPartyPrefix(keys);
    if (!prefix) throw badInput('secondClientId', 'document.noSecondParty');
    Object.assign(filled, secondPartyValues(prefix, keys, clientAsParty(parties.secondClient), todayBs()));
  }
  for (const [key, value] of Object.entries(sent)) {
    if (value !== undefined && value !== null && value !== '') filled[key] = value;
  }
  return filled;
}

function personalRequester(user: User): Requester {
  const place = locationOf(user);
  if (!place) throw new AppError('BAD_USER_INPUT', LOCATION_MISSING_MESSAGE, { field: 'location' });
  return {
    place,
    formValues: (_fields, sent) => sent,
    identity: {},
    // The user's row, so the person's concurrent requests queue on their one counter.
    lockPayer: async (tx) => ({ kind: 'user', user: await tx.findOneOrFail(User, user.id, LOCK) }),
    snapshot: (payer) => applicantSnapshot(payer.kind === 'user' ? payer.user : user, place),
    parties: () => ({ office: null, client: null, secondClient: null }),
  };
}

function officeRequester(parties: OfficeParties): Requester {
  const place = clientLocation(parties.client);
  if (!place) throw badInput('clientId', 'document.clientLocationMissing');
  return {
    place,
    formValues: (fields, sent) => withClientValues(fields, sent, parties),
    identity: {
      '#office': parties.office.id,
      '#client': parties.client.id,
      '#secondClient': parties.secondClient?.id ?? null,
    },
    // The office's row, so every member's request queues on the one counter.
    lockPayer: async (tx) => ({
      kind: 'office',
      office: await tx.findOneOrFail(OfficeEntity, parties.office.id, LOCK),
    }),
    snapshot: () => snapshotOf(clientApplicant(parties.client), place),
    parties: (payer) => ({
      office: payer.kind === 'office' ? payer.office : null,
      client: parties.client,
      secondClient: parties.secondClient,
    }),
  };
}

/**
 * Who applies and who pays for this request. Under an office, the caller's role must allow
 * documents.generate and the client(s) must be the office's (else NOT_FOUND); an office's token
 * makes the office's documents only. The applicant's place must be known.
 */
export async function resolveRequester(
  ctx: RequestContext,
  user: User,
  input: RequesterInput,
): Promise<Requester> {
  const parties = await officeParties(ctx, input);
  return parties ? officeRequester(parties) : personalRequester(user);
}
