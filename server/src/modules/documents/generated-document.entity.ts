import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { WorkPermission } from '../entitlements/work-permission.entity.js';
import { OfficeClient } from '../offices/office-client.entity.js';
import { Office } from '../offices/office.entities.js';
import { newVerificationCode } from './new-verification-code.js';

export enum DocumentStatus {
  QUEUED = 'QUEUED',
  RENDERING = 'RENDERING',
  READY = 'READY',
  FAILED = 'FAILED',
}
registerEnumType(DocumentStatus, {
  name: 'DocumentStatus',
  description: 'Where a document is in its generation.',
  valuesConfig: {
    QUEUED: { description: 'Accepted and waiting to be rendered.' },
    RENDERING: { description: 'Being rendered now.' },
    READY: { description: 'Rendered; downloadUrl gives the PDF.' },
    FAILED: { description: 'Rendering failed; failureReason says why and nothing was spent.' },
  },
});

/** A specimen is what a test token made: never charged, marked on every page. */
export const isSpecimen = (entitlement: EntitlementKind): boolean => entitlement === EntitlementKind.SPECIMEN;

/**
 * One generated paper. The row is written with the job that renders it, in one transaction; the
 * form values and the applicant/location snapshot are kept (the PDF's text comes out in glyph
 * order, so the data, not the PDF, is the source of truth).
 */
@Directive('@key(fields: "id")')
@ObjectType({ description: 'A generated document and its state.' })
@Entity({ tableName: 'generated_document' })
@Index({ properties: ['user', 'createdAt'] })
// An office's history, newest first.
@Index({ properties: ['office', 'createdAt'] })
// A partner's sync: what changed since its last read (updatedSince), personal and an office's.
@Index({ properties: ['user', 'updatedAt'] })
@Index({ properties: ['office', 'updatedAt'] })
// The safety net looks for unsettled documents (QUEUED, or RENDERING with an expired lease).
@Index({ properties: ['status', 'leaseExpiresAt'] })
export class GeneratedDocument {
  [OptionalProps]?: 'status' | 'attempts' | 'createdAt' | 'updatedAt' | 'specimen';

  @Field(() => ID, { description: 'The document’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Who generated it: the owner of a personal document, the member who made an office one. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /**
   * The office it was made under, or null for a personal document. An office document is read by
   * the office's members (office-policy.ts), not by its generator as such.
   */
  @ManyToOne(() => Office, { nullable: true, deleteRule: 'cascade' })
  office?: Rel<Office> | null;

  /** The office client it was made for (the applicant); null for a personal document. */
  @ManyToOne(() => OfficeClient, { nullable: true, deleteRule: 'set null', index: true })
  client?: Rel<OfficeClient> | null;

  /** A two-party deed's other party (buyer, tenant, agent ...), when that is an office client too. */
  @ManyToOne(() => OfficeClient, { nullable: true, deleteRule: 'set null', index: true })
  secondClient?: Rel<OfficeClient> | null;

  @Field({ description: 'The work (document type) key.' })
  @Index()
  @Property({ type: 'string', length: 80 })
  workKey!: string;

  @Field(() => Int, { description: 'The service area of its work.' })
  @Property({ type: 'integer' })
  serviceAreaId!: number;

  @Field(() => DocumentStatus, { description: 'Where it is in its generation; READY has a downloadUrl.' })
  @Enum(() => DocumentStatus)
  status: DocumentStatus = DocumentStatus.QUEUED;

  @Field(() => EntitlementKind, { description: 'What paid for it.' })
  @Enum(() => EntitlementKind)
  entitlement!: EntitlementKind;

  /** A GraphQL field too (documents.resolver.ts), resolved there so that a listed row shows it. */
  get specimen(): boolean {
    return isSpecimen(this.entitlement);
  }

  @ManyToOne(() => WorkPermission, { nullable: true, deleteRule: 'set null' })
  permission?: Rel<WorkPermission> | null;

  /** The validated form values. */
  @Property({ type: 'json' })
  values!: Record<string, unknown>;

  /** The applicant and location as they were when the document was asked for. */
  @Property({ type: 'json' })
  snapshot!: Record<string, unknown>;

  @Property({ type: 'string', length: 300, nullable: true })
  fileKey?: string | null;

  /**
   * The Word copy of the PDF, made from the same template and input the first time it is asked for
   * (word-copy.ts) and stored beside the PDF. Null until then.
   */
  @Property({ type: 'string', length: 300, nullable: true })
  docxKey?: string | null;

  /**
   * The BS date the paper carries ('YYYY/MM/DD'), written when it is rendered: a Word copy made
   * later is dated as the PDF. Null until READY, and for documents rendered before it was kept.
   */
  @Property({ type: 'string', length: 10, nullable: true })
  datedOn?: string | null;

  /**
   * The code printed in the PDF's footer that opens its public verification page (Crockford
   * base32, see shared/verification-code.ts). Null once the user withdrew it, and for documents
   * made before codes were printed.
   */
  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  verificationCode?: string | null = newVerificationCode();

  /** SHA-256 (hex) of the stored PDF, written with it: the verification page compares files to it. */
  @Property({ type: 'string', length: 64, nullable: true })
  pdfSha256?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the generation failed, when it did.' })
  @Property({ type: 'string', length: 500, nullable: true })
  failureReason?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /**
   * The instance rendering it (set when a render thread takes it, with the status RENDERING). The
   * lease is renewed while the render runs; once it has expired, any instance may take it over.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  leaseOwner?: string | null;

  @Property({ type: 'datetime', nullable: true })
  leaseExpiresAt?: Date | null;

  @Field({ description: 'When it was requested.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field({
    description:
      'When it last changed (its status above all); updatedSince compares with this, so the newest ' +
      'one read is where the next sync starts.',
  })
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When it became READY or FAILED.' })
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;
}
