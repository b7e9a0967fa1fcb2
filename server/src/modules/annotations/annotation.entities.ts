import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/user.entity.js';
import { GeneratedDocument } from '../documents/generated-document.entity.js';
import type { Annotation } from './annotation-model.js';

/**
 * An annotated copy of a document's PDF. Each save writes the whole annotation list onto the
 * ORIGINAL file (never onto an earlier version), so a version is its list plus the original; the
 * list is kept to edit it again. The original (generated_document.file_key) is never replaced, and
 * the verification page keeps comparing against the original's SHA-256.
 */
@Entity({ tableName: 'document_version' })
@Unique({ properties: ['document', 'number'] })
export class DocumentVersion {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => GeneratedDocument, { deleteRule: 'cascade' })
  document!: Rel<GeneratedDocument>;

  /** 1, 2, 3 … per document; the original is 0 and has no row. */
  @Property({ type: 'integer' })
  number!: number;

  /** Outside documents/ on purpose: the orphan sweep there looks only at generated files. */
  @Property({ type: 'string', length: 300 })
  fileKey!: string;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  @Property({ type: 'json' })
  annotations!: Annotation[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A signature or seal image a user uploaded once and stamps on any of their documents. */
@Entity({ tableName: 'stamp_image' })
@Index({ properties: ['user', 'createdAt'] })
export class StampImage {
  [OptionalProps]?: 'createdAt' | 'reencoded';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 300 })
  fileKey!: string;

  /** image/png for every re-encoded copy; image/jpeg only on a row kept before (reencoded false). */
  @Property({ type: 'string', length: 20 })
  contentType!: string;

  /** The kept copy's size in pixels. */
  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /**
   * True when the file is the project's own bounded PNG (stamp-image.ts). Rows kept before images
   * were checked hold the upload itself and are re-encoded the first time a save uses them.
   */
  @Property({ type: 'boolean', default: false })
  reencoded: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
